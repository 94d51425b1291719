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
    /// The days holding sample data, marked as such in the day list.
    @Published public private(set) var sampleDataDays: Set<CalendarDay> = []
    /// A message for the user: the store is read-only, a file was recovered, an action
    /// failed. Dismissable; `nil` when there is nothing to say.
    @Published public var notice: String?
    /// The import running now, if any.
    @Published public private(set) var activeImport: ImportActivity?
    /// What the last import did, until dismissed.
    @Published public var lastImport: ImportResults?
    /// The names of the sources hidden in the charts: the day list, day windows and trends
    /// leave their samples out (kept in GSettings).
    @Published public private(set) var hiddenSources: Set<String> = []
    private let hiddenSourcesSettings = HiddenSourcesSettings()
    /// The sources of the stored samples, read when the Sources window shows them.
    @Published public private(set) var sources: [SourceSummary] = []
    private var sourcesShown = false
    /// Files the app was asked to open, waiting for the running import to end.
    var openedFiles: [URL] = []
    /// A day the list should scroll to (the newest imported one), once.
    @Published public var scrollTarget: CalendarDay?
    /// The live heart rate.
    public let heartData: HeartData
    /// The Bluetooth heart-rate sensors and the chosen one.
    public let sensors: SensorsModel
    /// The medical conditions.
    public let conditions: ConditionsModel
    private var sparklines: [CalendarDay: [ChartPoint]] = [:]
    /// Reads the day list again when another program changes the database.
    private var otherWriters: OtherWritersWatch?

    /// Opens the store at `database` and reads the day list; the chosen sensor is
    /// reconnected, looked for on the bus at `sensorBusAddress` (tests) or the one
    /// `VITALS_BLUEZ_BUS` selects.
    public init(
        database: URL, demoSource: any HeartRateSource = SimulatedHeartRateSource(), sensorBusAddress: String? = nil
    ) {
        heartData = HeartData(demoSource: demoSource)
        var notes: [String] = []
        var opened: VitalsStore?
        do {
            let store = try VitalsStore.open(at: database)
            if let backup = store.recoveredBackup { notes.append(backup.message) }
            if let reason = store.access.reason { notes.append(String(localized: "Read-only: \(reason.message)")) }
            opened = store
        } catch {
            notes.append(String(localized: "The database cannot be opened: \(String(describing: error))"))
        }
        store = opened
        conditions = ConditionsModel(store: opened)
        calendar = opened?.calendar ?? Calendar.current
        dayNames = DayNames(calendar: calendar)
        notice = notes.isEmpty ? nil : notes.joined(separator: "\n")
        hiddenSources = hiddenSourcesSettings.names
        sensors = SensorsModel(heartData: heartData, store: opened, busAddress: sensorBusAddress)
        reload()
        // What the sensor records shows in the day list (today's row, the day window).
        sensors.recorded = { [weak self] in self?.reload() }
        // And what `vitals import` adds in a terminal, within a second.
        if let opened {
            otherWriters = OtherWritersWatch(store: opened) { [weak self] in self?.reload() }
        }
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
            days = try store.daySummaries(hiding: hiddenSources).sorted(by: Self.newerFirst)
            hasSampleData = try store.hasSampleData()
            sampleDataDays = hasSampleData ? try store.sampleDataDays() : []
            if sourcesShown {
                sources = try store.sources()
            }
        } catch {
            notice = String(localized: "The day list cannot be read: \(String(describing: error))")
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
            let samples = try store.samples(on: day)
            return hiddenSources.isEmpty ? samples : samples.filter { !hiddenSources.contains($0.source) }
        } catch {
            notice = String(localized: "The samples of \(String(describing: day)) cannot be read: \(String(describing: error))")
            return []
        }
    }

    /// The heart-rate variability recorded on `day` (RMSSD per minute), or `nil` without any.
    public func variability(on day: CalendarDay) -> DayVariability? {
        guard let store else { return nil }
        do {
            guard let summary = try store.hrvSummary(on: day, hiding: hiddenSources) else { return nil }
            let minutes = try store.hrvMinutes(on: day, hiding: hiddenSources)
            return DayVariability(summary: summary, points: minutes.map { ChartPoint(date: $0.minute, bpm: $0.rmssd) })
        } catch {
            notice = String(localized: "The heart-rate variability of \(String(describing: day)) cannot be read: \(String(describing: error))")
            return nil
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
            points = try store.hourlyAverages(on: day, hiding: hiddenSources).map(ChartPoint.init(hour:))
        } catch {
            notice = String(localized: "The samples of \(String(describing: day)) cannot be read: \(String(describing: error))")
            return []
        }
        if sparklines.count > 512 { sparklines = [:] }
        sparklines[day] = points
        return points
    }

    // MARK: Changes

    /// Adds two weeks of clearly marked sample data.
    public func addSampleData() {
        perform(String(localized: "Sample data cannot be added")) { try $0.addSampleData() }
    }

    /// Removes all sample data (and nothing else) in one transaction; one step on `undoManager`
    /// puts it back, and its redo removes it again.
    public func removeSampleData(undoManager: UndoManager? = nil) {
        perform(String(localized: "Sample data cannot be removed")) { store in
            let removed = try store.removeSampleData()
            guard let undoManager, removed.count > 0 else { return }
            undoManager.registerUndo(withTarget: self) { model in
                model.perform(String(localized: "The sample data cannot be put back")) { store in
                    try store.restore(removed)
                    undoManager.registerUndo(withTarget: model) { $0.removeSampleData(undoManager: undoManager) }
                    undoManager.setActionName(String(localized: "Remove Sample Data"))
                }
            }
            undoManager.setActionName(String(localized: "Remove Sample Data"))
        }
    }

    /// Shows or hides the samples of the source named `name` in the charts (the day list, day
    /// windows and trends), and remembers it.
    public func setSource(_ name: String, shown: Bool) {
        var hidden = hiddenSources
        if shown { hidden.remove(name) } else { hidden.insert(name) }
        guard hidden != hiddenSources else { return }
        hiddenSources = hidden
        hiddenSourcesSettings.save(hidden)
        reload()
    }

    /// Reads the sources, and keeps them current from now on (the Sources window shows them).
    public func reloadSources() {
        sourcesShown = true
        guard let store else { return }
        do {
            sources = try store.sources()
        } catch {
            notice = String(localized: "The sources cannot be read: \(String(describing: error))")
        }
    }

    /// Deletes every sample of `source` in one transaction; one step on `undoManager` puts
    /// them back, and its redo deletes them again.
    public func deleteSamples(of source: SourceSummary, undoManager: UndoManager? = nil) {
        let action = String(localized: "Delete Samples of \(source.name)")
        perform(String(localized: "The samples of \(source.name) cannot be deleted")) { store in
            let removed = try store.deleteSamples(from: source.name)
            guard let undoManager, removed.count > 0 else { return }
            undoManager.registerUndo(withTarget: self) { model in
                model.perform(String(localized: "The samples of \(source.name) cannot be put back")) { store in
                    try store.restore(removed)
                    undoManager.registerUndo(withTarget: model) { $0.deleteSamples(of: source, undoManager: undoManager) }
                    undoManager.setActionName(action)
                }
            }
            undoManager.setActionName(action)
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

    /// Imports the files the app was asked to open, once no import runs: files arriving
    /// together (`vitals a.fit b.fit`) are imported as one batch.
    func importOpenedFiles() async {
        await Task.yield()
        guard activeImport == nil, !openedFiles.isEmpty else { return }
        let files = openedFiles
        openedFiles = []
        await importFiles(files)
        await importOpenedFiles()
    }

    /// Imports `paths` — files of any supported format, and folders (an unzipped Apple
    /// Health export, a Takeout folder) — one file after the other, off the main thread,
    /// each in one transaction; ``activeImport`` shows the progress and can cancel.
    /// ``lastImport`` then says what each file brought, or where and why it was refused, and
    /// the day list scrolls to the newest imported day.
    public func importFiles(_ paths: [URL]) async {
        guard let store, activeImport == nil, !paths.isEmpty else { return }
        let activity = ImportActivity()
        activeImport = activity
        lastImport = nil
        let plan = await Task.detached { ImportPlan(paths: paths) }.value
        var results = ImportResults(outcomes: [], skipped: plan.skipped)
        activity.fileCount = plan.items.count
        for (index, item) in plan.items.enumerated() {
            activity.file = item.file.lastPathComponent
            activity.fileNumber = index + 1
            activity.show(ImportProgress(file: item.file, readings: 0, bytesRead: 0, totalBytes: nil))
            let flag = activity.cancellation
            let result = await Task.detached {
                Result {
                    try store.importFile(item.file, options: ImportOptions(format: item.format)) { progress in
                        Task { @MainActor in activity.show(progress) }
                        return flag.isCancelled ? .cancel : .proceed
                    }
                }
            }.value
            switch result {
            case let .success(summary):
                results.outcomes.append(.imported(summary))
            case let .failure(error):
                if case ImportError.cancelled = error {
                    results.wasCancelled = true
                } else {
                    results.outcomes.append(.failed(file: item.file, message: "\(error)"))
                }
            }
            if flag.isCancelled { break }
        }
        activeImport = nil
        lastImport = results
        reload()
        if let newest = results.newestSample {
            scrollTarget = CalendarDay(containing: newest, in: calendar)
        }
        if !openedFiles.isEmpty {
            // Files the app was asked to open while this import ran.
            Task { await importOpenedFiles() }
        }
    }
}
