import Foundation
import GtkUI

/// An import in progress: the file, how far it got, and the user's cancel.
@MainActor
public final class ImportActivity: ObservableObject {
    /// The name of the file being imported.
    @Published public var file = ""
    /// How much of the file has been read, 0…1.
    @Published public var fraction = 0.0
    /// Set by ``cancel()``, read by the importing thread.
    let cancellation = CancellationFlag()

    /// Stops the import: the current file is rolled back, later files are not started.
    public func cancel() { cancellation.cancel() }
}

/// A flag one thread sets and another reads.
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }
}
