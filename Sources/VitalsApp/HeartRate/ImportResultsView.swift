import Foundation
import GtkUI
import VitalsCore

/// The summary of the last import, above the day list until dismissed: per file what each
/// source brought (samples, time range, duplicates, values refused and why), files refused
/// with the place and reason, and files of a folder that hold nothing to import.
struct ImportResultsView: View {
    let results: ImportResults
    let calendar: Calendar
    let dismiss: @MainActor () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "info.circle")
            VStack(alignment: .leading, spacing: 6) {
                Text(headline).fontWeight(.bold)
                ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                    Text(line).lineLimit(4)
                }
            }
            Spacer()
            Button(action: dismiss) { Image(systemName: "xmark") }
                .accessibilityLabel("Dismiss the import summary")
        }
        .padding(12)
        .frame(maxWidth: .infinity)
        .background(Color.accentColor.opacity(0.12))
    }

    private var headline: String {
        results.wasCancelled
            ? String(localized: "Import cancelled after adding \(results.inserted) samples")
            : String(localized: "Imported \(results.inserted) samples")
    }

    /// A line per file and source, then refused files, then skipped ones.
    private var lines: [String] {
        var lines: [String] = []
        for outcome in results.outcomes {
            switch outcome {
            case let .imported(summary):
                lines.append(contentsOf: ImportSummaryText(calendar: calendar).lines(of: summary))
            case let .failed(_, message):
                lines.append(message)
            }
        }
        if !results.skipped.isEmpty {
            let names = results.skipped.prefix(5).map(\.file.lastPathComponent).joined(separator: ", ")
            lines.append(results.skipped.count > 5
                ? String(localized: "Not imported, no heart rate Vitals reads: \(names) and \(results.skipped.count - 5) more.")
                : String(localized: "Not imported, no heart rate Vitals reads: \(names)."))
        }
        return lines
    }
}

/// An import summary as sentences for the window.
struct ImportSummaryText {
    let calendar: Calendar

    /// “ride.fit (FIT): Edge 1000, 3,590 samples from Jun 1, 2020 16:52 to 18:10; 8 already
    /// there; 3 values outside 20–300 BPM refused.”, one line per source, then the notes.
    func lines(of summary: ImportSummary) -> [String] {
        let file = "\(summary.file.lastPathComponent) (\(summary.format.displayName))"
        guard !summary.sources.isEmpty else {
            return [String(localized: "\(file): no heart-rate readings.")] + summary.notes
        }
        return summary.sources.map { source in
            var parts: [String]
            if let range = source.timeRange {
                let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: .session, calendar: calendar,
                                             timeZone: calendar.timeZone)
                let (first, last) = (range.lowerBound.formatted(style), range.upperBound.formatted(style))
                parts = [String(localized: "\(file): \(source.name), \(source.inserted) samples from \(first) to \(last)")]
            } else {
                parts = [String(localized: "\(file): \(source.name), \(source.inserted) samples")]
            }
            if source.duplicates > 0 {
                parts.append(String(localized: "\(source.duplicates) already there"))
            }
            let refused = source.refused.keys.sorted().compactMap { reason in
                source.refused[reason].map { reason.describe(count: $0) }
            }
            if !refused.isEmpty {
                parts.append(String(localized: "refused: \(refused.joined(separator: ", "))"))
            }
            return parts.joined(separator: "; ") + "."
        } + summary.notes
    }
}
