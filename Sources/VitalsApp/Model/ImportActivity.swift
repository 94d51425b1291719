import Foundation
import GtkUI
import VitalsCore

/// An import in progress: the file, how far it got, what it found, and the user's cancel.
@MainActor
public final class ImportActivity: ObservableObject {
    /// The name of the file being imported.
    @Published public var file = ""
    /// Which file of how many (1-based), when several are imported.
    @Published public var fileNumber = 1
    @Published public var fileCount = 1
    /// How much of the file has been read, 0…1.
    @Published public var fraction = 0.0
    /// Bytes of the file read, and its size when known.
    @Published public var bytesRead: Int64 = 0
    @Published public var totalBytes: Int64?
    /// Heart-rate readings found in the file so far.
    @Published public var readings = 0
    /// Set by ``cancel()``, read by the importing thread.
    let cancellation = CancellationFlag()

    /// Stops the import: the current file is rolled back, later files are not started.
    public func cancel() { cancellation.cancel() }

    /// Takes in a progress report from the importing thread.
    func show(_ progress: ImportProgress) {
        fraction = progress.fractionCompleted ?? 0
        bytesRead = progress.bytesRead
        totalBytes = progress.totalBytes
        readings = progress.readings
    }

    /// “12.3 of 45.6 MB read · 12,345 readings”.
    public var detail: String {
        let read = Self.megabytes(bytesRead)
        guard let totalBytes else { return String(localized: "\(read) MB read · \(readings) readings") }
        return String(localized: "\(read) of \(Self.megabytes(totalBytes)) MB read · \(readings) readings")
    }

    private static func megabytes(_ bytes: Int64) -> String {
        (Double(bytes) / 1_000_000).formatted(.number.precision(.fractionLength(1)).locale(.session))
    }
}

/// A flag one thread sets and another reads.
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }
}
