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
        let added = results.inserted == 1 ? "1 sample" : "\(results.inserted.formatted()) samples"
        return results.wasCancelled ? "Import cancelled after adding \(added)" : "Imported \(added)"
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
            let more = results.skipped.count > 5 ? " and \(results.skipped.count - 5) more" : ""
            lines.append("Not imported, no heart rate Vitals reads: \(names)\(more).")
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
            return ["\(file): no heart-rate readings."] + summary.notes
        }
        return summary.sources.map { source in
            var text = "\(file): \(source.name), \(count(source.inserted, "sample"))"
            if let range = source.timeRange {
                let style = Date.FormatStyle(date: .abbreviated, time: .shortened, calendar: calendar,
                                             timeZone: calendar.timeZone)
                text += " from \(range.lowerBound.formatted(style)) to \(range.upperBound.formatted(style))"
            }
            if source.duplicates > 0 {
                text += "; \(source.duplicates.formatted()) already there"
            }
            let refused = source.refused.keys.sorted().compactMap { reason in
                source.refused[reason].map { reason.describe(count: $0) }
            }
            if !refused.isEmpty {
                text += "; refused: " + refused.joined(separator: ", ")
            }
            return text + "."
        } + summary.notes
    }

    private func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number.formatted()) \(noun)s"
    }
}
