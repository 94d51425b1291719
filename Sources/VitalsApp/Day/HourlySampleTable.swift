import Foundation
import GtkUI
import VitalsCore

/// The samples of one hour of a day: how many, lowest, average, highest.
struct HourlySampleRow: Identifiable, Hashable {
    let hour: Date
    let count: Int
    let minimum: Double
    let average: Double
    let maximum: Double
    var id: Date { hour }

    /// The rows of `samples`, one per hour that has any, in order.
    static func rows(of samples: [HeartRateSample], calendar: Calendar) -> [HourlySampleRow] {
        var groups: [Date: [Double]] = [:]
        for sample in samples {
            guard let hour = calendar.dateInterval(of: .hour, for: sample.timestamp)?.start else { continue }
            groups[hour, default: []].append(sample.beatsPerMinute)
        }
        return groups.keys.sorted().compactMap { hour in
            guard let values = groups[hour], let low = values.min(), let high = values.max() else { return nil }
            return HourlySampleRow(
                hour: hour, count: values.count, minimum: low,
                average: values.reduce(0, +) / Double(values.count), maximum: high)
        }
    }
}

/// A day's samples as a table of hours: GTK's column view, whose rows, cells and column
/// headers screen readers know.
///
/// GTK 4.8 offers screen readers no way to move through a table by cell (no widget has
/// AT-SPI's Table interface), so each hour also reads as one line that names its columns —
/// "7:00 AM: 60 samples, lowest 61, average 65, highest 72" — on the hour's cell, and the
/// other cells, which that line says already, are not read again.
struct HourlySampleTable: View {
    let rows: [HourlySampleRow]
    let time: @MainActor (Date) -> String

    var body: some View {
        Table(rows) {
            TableColumn("Hour") { row in
                Text(row.hour, style: .time).accessibilityLabel(sentence(for: row))
            }
            TableColumn("Samples") { row in Text("\(row.count)").accessibilityHidden(true) }
            TableColumn("Lowest") { row in Text("\(Int(row.minimum.rounded()))").accessibilityHidden(true) }
            TableColumn("Average") { row in Text("\(Int(row.average.rounded()))").accessibilityHidden(true) }
            TableColumn("Highest") { row in Text("\(Int(row.maximum.rounded()))").accessibilityHidden(true) }
        }
    }

    /// "7:00 AM: 60 samples, lowest 61, average 65, highest 72".
    private func sentence(for row: HourlySampleRow) -> String {
        String(localized: """
            \(time(row.hour)): \(row.count) samples, lowest \(Int(row.minimum.rounded())), \
            average \(Int(row.average.rounded())), highest \(Int(row.maximum.rounded()))
            """)
    }
}
