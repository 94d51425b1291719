import Foundation

/// How far an import has come; passed to the progress handler as the file is read.
public struct ImportProgress: Sendable, Hashable {
    /// The file being imported.
    public var file: URL
    /// Heart-rate readings found so far (stored, duplicate or refused).
    public var readings: Int
    /// Bytes of the file read so far.
    public var bytesRead: Int64
    /// The file's size, when known (not for pipes).
    public var totalBytes: Int64?

    /// Progress of `readings` found in `bytesRead` of `totalBytes` bytes of `file`.
    public init(file: URL, readings: Int, bytesRead: Int64, totalBytes: Int64?) {
        self.file = file
        self.readings = readings
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
    }

    /// From 0 to 1, when the size is known.
    public var fractionCompleted: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(bytesRead) / Double(totalBytes))
    }
}

/// What the progress handler wants the import to do next.
public enum ImportDecision: Sendable {
    /// Go on.
    case proceed
    /// Stop, roll back, and throw ``ImportError/cancelled(file:)``.
    case cancel
}
