import Foundation
import VitalsCore

/// An import's summary as lines for the terminal: the file's totals, then each source's
/// samples and time range, then notes.
struct ImportReport {
    private let formatter: DateFormatter

    /// Times are shown in `timeZone`, the store's.
    init(timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
    }

    /// “ride.fit (FIT): 3,601 readings, 3,590 imported, 8 duplicates skipped, 3 refused
    /// (3 values outside 20–300 BPM)” and a line per source.
    func text(of summary: ImportSummary) -> String {
        let imported = summary.isDryRun ? "would be imported" : "imported"
        var text = "\(summary.file.path) (\(summary.format.displayName)): "
            + "\(Self.count(summary.readings, "reading")), \(summary.inserted) \(imported), "
            + "\(Self.count(summary.duplicates, "duplicate")) skipped"
        if let refusals = summary.refusalText {
            text += ", \(summary.refusedCount) refused (\(refusals))"
        }
        for source in summary.sources {
            text += "\n  \(source.name): \(Self.count(source.inserted, "sample"))"
            if let range = source.timeRange {
                text += ", \(formatter.string(from: range.lowerBound)) – \(formatter.string(from: range.upperBound))"
            }
            if source.duplicates > 0 {
                text += ", \(Self.count(source.duplicates, "duplicate"))"
            }
        }
        for note in summary.notes {
            text += "\n  Note: \(note)"
        }
        return text
    }

    /// “1 reading”, “3 readings”.
    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
