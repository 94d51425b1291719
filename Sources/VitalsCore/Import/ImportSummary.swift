import Foundation
import Localization

/// What an import did (or, for a dry run, would do).
public struct ImportSummary: Sendable, Hashable {
    /// The file imported.
    public var file: URL
    /// Its format.
    public var format: ImportFormat
    /// Heart-rate readings found in the file: stored, duplicates and refused together.
    public var readings: Int
    /// Samples added.
    public var inserted: Int
    /// Readings skipped because a sample of the same source at the same time was already
    /// stored (or came earlier in the file).
    public var duplicates: Int
    /// Readings refused, per reason (never stored).
    public var refused: [RefusalReason: Int]
    /// What each source brought, in the order the file named them.
    public var sources: [SourceImport]
    /// What the file held besides heart rate, for the person to know (“412 resting heart-rate
    /// records, not imported: Vitals estimates resting heart rate from the samples”).
    public var notes: [String]
    /// Whether nothing was stored because the import was a dry run.
    public var isDryRun: Bool

    /// All refused readings.
    public var refusedCount: Int { refused.values.reduce(0, +) }

    /// The refusals as a sentence part: “3 values outside 20–300 BPM”, or nil when none.
    public var refusalText: String? {
        guard !refused.isEmpty else { return nil }
        return Self.listed(refused.keys.sorted().compactMap { reason in
            refused[reason].map { reason.describe(count: $0) }
        })
    }

    /// `parts` as one line, as the user's language lists them: “3 readings, 3 imported, 0
    /// duplicates skipped” in English, “3 Messwerte, 3 importiert und 0 Duplikate übersprungen”
    /// in German, with `、` and `和` in Chinese.
    public static func listed(_ parts: some Sequence<String>) -> String {
        parts.formatted(.list(type: .and, width: .narrow).locale(.session))
    }

    /// The first of a longer list of names, and how many more there are: “a, b, and 3 more”.
    public static func listed(_ shown: some Collection<String>, of total: Int) -> String {
        guard total > shown.count else { return listed(shown) }
        let more = String(localized: "\(total - shown.count) more",
                          comment: "The last item of a list of names: how many more there are.")
        return (Array(shown) + [more]).formatted(.list(type: .and).locale(.session))
    }
}

/// What one source of a file brought to an import.
public struct SourceImport: Sendable, Hashable {
    /// The source's name as stored.
    public var name: String
    /// Samples added.
    public var inserted: Int
    /// Readings already stored.
    public var duplicates: Int
    /// Readings refused, per reason.
    public var refused: [RefusalReason: Int]
    /// The first and last sample added, if any was.
    public var timeRange: ClosedRange<Date>?
}
