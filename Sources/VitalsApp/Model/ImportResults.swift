import Foundation
import VitalsCore

/// What the last import did, file by file, for the summary the window shows.
public struct ImportResults: Sendable {
    /// One file's outcome.
    public enum Outcome: Sendable {
        /// Imported: what each source brought.
        case imported(ImportSummary)
        /// Not imported, with the message saying where and why.
        case failed(file: URL, message: String)
    }

    /// Each file, in the order imported.
    public var outcomes: [Outcome] = []
    /// Files in chosen folders that hold nothing Vitals reads, with why.
    public var skipped: [(file: URL, reason: String)] = []
    /// Whether the person cancelled (the file being read then was rolled back).
    public var wasCancelled = false

    /// Samples added by all files.
    public var inserted: Int {
        outcomes.reduce(0) { total, outcome in
            if case let .imported(summary) = outcome { return total + summary.inserted }
            return total
        }
    }

    /// The newest sample added, if any.
    public var newestSample: Date? {
        outcomes.compactMap { outcome -> Date? in
            guard case let .imported(summary) = outcome else { return nil }
            return summary.sources.compactMap(\.timeRange?.upperBound).max()
        }.max()
    }
}
