import Foundation
import VitalsCore

/// A day's samples as one average per hour: the points of a day's sparkline (the seed's
/// sparkline has a circle per point, which a sample per minute would blot out).
enum HourlyAverages {
    static func points(of samples: [HeartRateSample], calendar: Calendar) -> [ChartPoint] {
        var sums: [Date: (total: Double, count: Int)] = [:]
        for sample in samples {
            guard let hour = calendar.dateInterval(of: .hour, for: sample.timestamp)?.start else { continue }
            let sum = sums[hour] ?? (0, 0)
            sums[hour] = (sum.total + sample.beatsPerMinute, sum.count + 1)
        }
        return sums.keys.sorted().compactMap { hour in
            guard let sum = sums[hour] else { return nil }
            return ChartPoint(date: hour.addingTimeInterval(1800), bpm: sum.total / Double(sum.count))
        }
    }
}
