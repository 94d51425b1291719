import Dispatch
import Foundation
import Synchronization
import VitalsCore

/// Writes condition changes to the store one after the other on a queue of its own, so
/// that a large write (a paste of 10,000 lines) never holds up the window.
///
/// Writes run in the order they are asked for. What a failed write could not do is kept —
/// the deletions, and a note that every position must be written again — until the model
/// takes it back into its next write (``takeFailures()``); ``waitUntilWritten()`` blocks
/// until every write asked for so far has run (the synchronous save when a window closes).
final class ConditionsWriter: Sendable {
    /// One write: deletions, then records saved at their positions, then a move.
    struct Write: Sendable {
        var deleted: Set<UUID> = []
        var saved: [MedicalConditionRecord] = []
        var move: (source: IndexSet, destination: Int)?
    }

    /// What failed writes left undone.
    struct Failures: Sendable {
        var deleted: Set<UUID> = []
        var rewritesOrder = false
        var message: String?

        var isEmpty: Bool { deleted.isEmpty && !rewritesOrder }
    }

    let store: VitalsStore
    private let queue = DispatchQueue(label: "io.github.vitalsapp.Vitals.conditions")
    private let failures = Mutex(Failures())

    init(store: VitalsStore) {
        self.store = store
    }

    /// Runs `write` after the writes asked for before it; `finished` then gets the error
    /// message, or `nil` when it worked.
    func write(_ write: Write, finished: @escaping @MainActor @Sendable (String?) -> Void) {
        queue.async { [self] in
            var message: String?
            do {
                if !write.deleted.isEmpty { try store.deleteConditions(write.deleted) }
                if !write.saved.isEmpty { try store.saveConditions(write.saved) }
                if let move = write.move { try store.moveConditions(fromOffsets: move.source, toOffset: move.destination) }
            } catch {
                message = "\(error)"
                self.failures.withLock { failed in
                    failed.deleted.formUnion(write.deleted)
                    failed.rewritesOrder = true
                    failed.message = message
                }
            }
            let result = message
            DispatchQueue.main.async { MainActor.assumeIsolated { finished(result) } }
        }
    }

    /// Blocks until every write asked for so far has run.
    func waitUntilWritten() {
        queue.sync {}
    }

    /// What failed writes left undone, which the caller now takes over.
    func takeFailures() -> Failures {
        failures.withLock { failed in
            defer { failed = Failures() }
            return failed
        }
    }

    /// Whether a failed write left something undone.
    var hasFailures: Bool { failures.withLock { !$0.isEmpty } }
}
