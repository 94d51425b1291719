import Foundation
import Localization
import VitalsCore

/// An import's summary as lines for the terminal: the file's totals, then each source's
/// samples and time range, then notes.
struct ImportReport {
    private let times: Date.IntervalFormatStyle

    /// Times are shown in `timeZone`, the store's, as the user's locale writes them.
    init(timeZone: TimeZone) {
        times = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: .session, timeZone: timeZone)
    }

    /// “ride.fit (FIT): 3,601 readings, 3,590 imported, 8 duplicates skipped, 3 refused
    /// (3 values outside 20–300 BPM)” and a line per source.
    func text(of summary: ImportSummary) -> String {
        var totals = [
            String(localized: "\(summary.readings) readings"),
            summary.isDryRun
                ? String(localized: "\(summary.inserted) would be imported")
                : String(localized: "\(summary.inserted) imported"),
            String(localized: "\(summary.duplicates) duplicates skipped"),
        ]
        if let refusals = summary.refusalText {
            totals.append(String(localized: "\(summary.refusedCount) refused (\(refusals))"))
        }
        // “File (format): what it did”, “Name: what it brought”: only punctuation around values,
        // which the catalogs do not translate.
        var text = "\(summary.file.path) (\(summary.format.displayName)): \(ImportSummary.listed(totals))"
        for source in summary.sources {
            var details = [String(localized: "\(source.inserted) samples")]
            if let range = source.timeRange {
                details.append(times.format(range.lowerBound..<range.upperBound))
            }
            if source.duplicates > 0 {
                details.append(String(localized: "\(source.duplicates) duplicates"))
            }
            text += "\n  \(source.name): \(ImportSummary.listed(details))"
        }
        for note in summary.notes {
            text += "\n  " + String(localized: "Note: \(note)")
        }
        return text
    }
}
