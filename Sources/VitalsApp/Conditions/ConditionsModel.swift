import Foundation
import GtkUI
import VitalsCore

/// The medical conditions of the Conditions page: the list in memory, kept in step with
/// the store, with undo for every change.
///
/// - **Saving.** Typing is saved once it pauses for ``saveDelay`` (250 ms); adding,
///   deleting, moving, pasting and flagging are saved at once. Writes run in order on a
///   queue of their own (``ConditionsWriter``), so a paste of 10,000 lines does not hold up
///   the window; ``save()`` saves everything and waits for it (the page calls it when it
///   leaves — its window closing, the app quitting). A store that cannot be written keeps
///   every edit in memory and ``problem`` says why; the next save that works writes them
///   all.
/// - **Undo.** Every change registers its inverse with ``undoManager`` (the undo manager of
///   the window the user works in, set by the page), named for the menu ("Undo Add
///   Condition"). Typing in one field is one "Edit Condition" step until the field loses
///   the focus or another change is made.
/// - **Empty rows.** A condition whose text is empty (or only spaces) stays while its field
///   is being edited, and is removed when its field loses the focus, on ``save()``, and
///   when the list is read.
@MainActor
public final class ConditionsModel: ObservableObject {
    /// The conditions, in list order.
    @Published public internal(set) var conditions: [MedicalCondition] = []
    /// What went wrong reading or saving, for the user; `nil` when all is saved.
    @Published public var problem: String?
    /// The condition whose field should take the keyboard focus (a new row), until it does.
    @Published public var focusRequest: MedicalCondition.ID?
    /// The undo manager of the window the user is working in.
    public weak var undoManager: UndoManager?
    /// How long typing must pause before the text is saved.
    public var saveDelay: Duration = .milliseconds(250)

    let writer: ConditionsWriter?
    /// The last "cannot be saved" problem: a successful save clears only that one.
    private var unsavedProblem: String?
    var pending = PendingConditionChanges()
    private var saveTask: Task<Void, Never>?
    /// The condition whose typing forms the current "Edit Condition" step.
    var editedCondition: MedicalCondition.ID?
    /// Set while the model changes conditions itself (undo, redo), which records nothing.
    var isApplyingChange = false
    /// Where empty conditions were before they were removed, for an undo that brings one back.
    var removedPositions: [MedicalCondition.ID: Int] = [:]

    /// The conditions of `store` (none without one); empty ones left by an earlier run are
    /// removed.
    public init(store: VitalsStore?) {
        writer = store.map(ConditionsWriter.init)
        guard let store else {
            problem = String(localized: "Conditions cannot be saved: the database could not be opened.")
            return
        }
        do {
            conditions = try store.conditions().map { MedicalCondition(record: $0, model: self) }
        } catch {
            problem = String(localized: "The conditions cannot be read: \(String(describing: error))")
        }
        if let reason = store.access.reason {
            problem = unsaved(reason)
        }
        removeBlankConditions()
        saveNow()
    }

    /// Whether some change is not in the store yet, or could not be written.
    public var hasUnsavedChanges: Bool { pending.hasChanges || (writer?.hasFailures ?? false) }

    /// Blocks until every change asked to be saved so far is written (or failed).
    public func waitUntilSaved() {
        writer?.waitUntilWritten()
    }

    /// The conditions whose text contains `search` (ignoring case and accents); all of
    /// them when `search` is blank.
    public func conditions(matching search: String) -> [MedicalCondition] {
        let search = search.trimmingCharacters(in: .whitespaces)
        guard !search.isEmpty else { return conditions }
        // A condition just added (Return in a field) or being edited shows while it does not
        // match, so that its field keeps the focus.
        return conditions.filter {
            $0.id == focusRequest || $0.id == editedCondition
                || $0.text.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    // MARK: Saving

    /// Saves everything now and waits until it is written: typing not yet saved, and the
    /// removal of empty conditions. Nothing typed is lost when this runs before the app
    /// ends.
    public func save() {
        editedCondition = nil
        removeBlankConditions()
        saveNow()
        waitUntilSaved()
    }

    /// Saves the text once typing pauses.
    func scheduleSave() {
        saveTask?.cancel()
        let delay = saveDelay
        saveTask = Task { [weak self] in
            do {
                try await Task.sleep(for: delay)
            } catch {
                return  // cancelled: a later change scheduled its own save
            }
            self?.saveNow()
        }
    }

    /// Asks the writer to write the pending changes — deletions, then the changed records
    /// at their positions (every record when the order must be written again), then
    /// `move` — including what earlier failed writes left undone.
    func saveNow(move: (source: IndexSet, destination: Int)? = nil) {
        saveTask?.cancel()
        saveTask = nil
        guard let writer else { return }
        let failed = writer.takeFailures()
        pending.rewritesOrder = pending.rewritesOrder || failed.rewritesOrder
        let present = Set(conditions.map(\.id))
        pending.deleted.formUnion(failed.deleted.subtracting(present))
        guard pending.hasChanges || move != nil else { return }
        var write = ConditionsWriter.Write(deleted: pending.deleted, move: move)
        write.saved = conditions.enumerated().compactMap { position, condition in
            pending.rewritesOrder || pending.saved.contains(condition.id) ? condition.record(at: position) : nil
        }
        pending = PendingConditionChanges()
        writer.write(write) { [weak self] message in self?.writeFinished(message) }
    }

    /// A write finished: say why it failed, or that all is saved again.
    private func writeFinished(_ message: String?) {
        if let message {
            problem = unsaved(message)
        } else if !hasUnsavedChanges, let problem, problem == unsavedProblem {
            self.problem = nil
        }
    }

    /// Says that changes cannot be saved, and why; kept, so that a later save can clear it.
    private func unsaved(_ reason: Any) -> String {
        let problem = String(localized: "Changes to conditions cannot be saved: \(String(describing: reason)) Your edits are kept while Vitals is open.")
        unsavedProblem = problem
        return problem
    }
}

/// Changes made in memory that the store does not have yet.
struct PendingConditionChanges {
    /// Conditions whose text, flag or existence changed.
    var saved: Set<MedicalCondition.ID> = []
    /// Conditions to delete.
    var deleted: Set<MedicalCondition.ID> = []
    /// Whether every position must be written (after a failed save).
    var rewritesOrder = false

    var hasChanges: Bool { !saved.isEmpty || !deleted.isEmpty || rewritesOrder }
}
