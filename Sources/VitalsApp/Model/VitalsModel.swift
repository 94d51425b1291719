import Foundation
import GtkUI
import VitalsCore

/// The app's data for its windows: the store, the day list (newest first), the live heart
/// rate, the medical conditions, and what the user must be told (a read-only database, a
/// failed import).
///
/// Every change goes through the store first; the published values are then read back
/// from it, so the windows never show what was not saved.
@MainActor
public final class VitalsModel: ObservableObject {
    /// The store, or `nil` when not even an empty one could be made (``notice`` says why).
    public let store: VitalsStore?
    /// Every day with samples, newest first.
    @Published public private(set) var days: [DaySummary] = []
    /// Whether the store holds sample data (which "Remove Sample Data" takes out).
    @Published public private(set) var hasSampleData = false
    /// A message for the user: the store is read-only, a file was recovered, an action
    /// failed. Dismissable; `nil` when there is nothing to say.
    @Published public var notice: String?
    /// The import running now, if any.
    @Published public private(set) var activeImport: ImportActivity?
    /// The live heart rate.
    public let heartData: HeartData
    /// The medical conditions.
    public let conditions: ConditionsModel
    private var sparklines: [CalendarDay: [ChartPoint]] = [:]

    /// Opens the store at `database` and reads the day list.
    public init(database: URL, liveSource: any HeartRateSource = SimulatedHeartRateSource()) {
        heartData = HeartData(source: liveSource)
        var notes: [String] = []
        var opened: VitalsStore?
        do {
            let store = try VitalsStore.open(at: database)
            if let backup = store.recoveredBackup { notes.append(backup.message) }
            if let reason = store.access.reason { notes.append("Read-only: \(reason.message)") }
            opened = store
        } catch {
            notes.append("The database cannot be opened: \(error)")
        }
        store = opened
        conditions = ConditionsModel(store: opened)
        calendar = opened?.calendar ?? Calendar.current
        dayNames = DayNames(calendar: calendar)
        notice = notes.isEmpty ? nil : notes.joined(separator: "\n")
        reload()
    }

    /// The calendar days are counted in (the store's).
    public let calendar: Calendar
    /// How days are named, in that calendar.
    public let dayNames: DayNames

    /// Reads the day list again (after a change).
    public func reload() {
        sparklines = [:]
        guard let store else { return }
        do {
            days = try store.daySummaries().sorted(by: Self.newerFirst)
            hasSampleData = try store.hasSampleData()
        } catch {
            notice = "The day list cannot be read: \(error)"
        }
    }

    /// Whether `first` is a later day than `second`: a function, not a closure, since a
    /// closure here would be the main actor's and checked at run time for every comparison.
    private nonisolated static func newerFirst(_ first: DaySummary, _ second: DaySummary) -> Bool {
        first.day > second.day
    }

    /// The summary of `day`, if it has samples.
    public func summary(of day: CalendarDay) -> DaySummary? {
        days.first { $0.day == day }
    }

    /// The samples of `day`, oldest first (empty when it cannot be read; ``notice`` says why).
    public func samples(on day: CalendarDay) -> [HeartRateSample] {
        guard let store else { return [] }
        do {
            return try store.samples(on: day)
        } catch {
            notice = "The samples of \(day) cannot be read: \(error)"
            return []
        }
    }

    /// The sparkline points of `day`: one per hour with samples, its mean at the hour's
    /// middle (the seed's sparkline has a circle per point, which a sample a minute would
    /// blot out); kept until the next change.
    public func sparkline(of day: CalendarDay) -> [ChartPoint] {
        if let points = sparklines[day] { return points }
        guard let store else { return [] }
        let points: [ChartPoint]
        do {
            // A function, not a closure: a closure here would be the main actor's, checked
            // at run time for every point.
            points = try store.hourlyAverages(on: day).map(ChartPoint.init(hour:))
        } catch {
            notice = "The samples of \(day) cannot be read: \(error)"
            return []
        }
        if sparklines.count > 512 { sparklines = [:] }
        sparklines[day] = points
        return points
    }

    // MARK: Changes

    /// Adds two weeks of clearly marked sample data.
    public func addSampleData() {
        perform("Sample data cannot be added") { try $0.addSampleData() }
    }

    /// Removes all sample data (and nothing else) in one transaction; one step on `undoManager`
    /// puts it back, and its redo removes it again.
    public func removeSampleData(undoManager: UndoManager? = nil) {
        perform("Sample data cannot be removed") { store in
            let removed = try store.removeSampleData()
            guard let undoManager, removed.count > 0 else { return }
            undoManager.registerUndo(withTarget: self) { model in
                model.perform("The sample data cannot be put back") { store in
                    try store.restore(removed)
                    undoManager.registerUndo(withTarget: model) { $0.removeSampleData(undoManager: undoManager) }
                    undoManager.setActionName("Remove Sample Data")
                }
            }
            undoManager.setActionName("Remove Sample Data")
        }
    }

    private func perform(_ failure: String, _ change: (VitalsStore) throws -> Void) {
        guard let store else { return }
        do {
            try change(store)
        } catch {
            notice = "\(failure): \(error)"
        }
        reload()
    }

    /// Imports CSV `files` one after the other, off the main thread, each in one
    /// transaction; ``activeImport`` shows the progress and can cancel. A malformed file
    /// imports nothing and ``notice`` names its line and the reason.
    public func importFiles(_ files: [URL]) async {
        guard let store, activeImport == nil, !files.isEmpty else { return }
        let activity = ImportActivity()
        activeImport = activity
        var messages: [String] = []
        for file in files {
            activity.file = file.lastPathComponent
            activity.fraction = 0
            let flag = activity.cancellation
            let result = await Task.detached {
                Result {
                    try store.importFile(file) { progress in
                        let fraction = progress.fractionCompleted ?? 0
                        Task { @MainActor in activity.fraction = fraction }
                        return flag.isCancelled ? .cancel : .proceed
                    }
                }
            }.value
            switch result {
            case let .success(summary):
                messages.append("Imported \(summary.inserted) samples from \(file.lastPathComponent)"
                    + (summary.duplicates > 0 ? " (\(summary.duplicates) already there)." : "."))
            case let .failure(error):
                messages.append("\(error)")
            }
            if flag.isCancelled { break }
        }
        activeImport = nil
        notice = messages.joined(separator: "\n")
        reload()
    }
}
