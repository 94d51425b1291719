import Foundation

/// How far an import has come; passed to the progress handler after each chunk of the file.
public struct ImportProgress: Sendable, Hashable {
    /// The file being imported.
    public var file: URL
    /// Data rows read so far (the header and blank lines not counted).
    public var rowsRead: Int
    /// Bytes read so far.
    public var bytesRead: Int64
    /// The file's size, when known (not for pipes).
    public var totalBytes: Int64?

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

/// What an import did.
public struct ImportSummary: Sendable, Hashable {
    /// The file imported.
    public var file: URL
    /// Data rows in the file.
    public var rowsRead: Int
    /// Samples added.
    public var inserted: Int
    /// Rows skipped because a sample with the same timestamp and source was already stored
    /// (or appeared earlier in the file).
    public var duplicates: Int
}
