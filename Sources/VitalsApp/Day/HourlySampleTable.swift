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

/// A day's samples as a table of hours.
struct HourlySampleTable: View {
    let rows: [HourlySampleRow]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 4) {
            GridRow {
                Text("Hour").fontWeight(.bold)
                Text("Samples").fontWeight(.bold)
                Text("Lowest").fontWeight(.bold)
                Text("Average").fontWeight(.bold)
                Text("Highest").fontWeight(.bold)
            }
            ForEach(rows) { row in
                GridRow {
                    Text(row.hour, style: .time)
                    Text("\(row.count)")
                    Text("\(Int(row.minimum.rounded()))")
                    Text("\(Int(row.average.rounded()))")
                    Text("\(Int(row.maximum.rounded()))")
                }
            }
        }
        .padding(.horizontal, 4)
    }
}
