import Dispatch
import Foundation
import Synchronization

/// Turns Ctrl+C (SIGINT) into a request the import sees at its next progress report, so it
/// rolls back cleanly instead of dying mid-transaction. Outside ``catching(_:)`` SIGINT
/// does what it always does.
final class Interruption: Sendable {
    private let requested = Atomic<Bool>(false)

    /// Whether Ctrl+C was pressed.
    var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Runs `body` with SIGINT caught.
    func catching<T>(_ body: () throws -> T) rethrows -> T {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in requested.store(true, ordering: .relaxed) }
        source.resume()
        defer {
            source.cancel()
            signal(SIGINT, SIG_DFL)
        }
        return try body()
    }
}
