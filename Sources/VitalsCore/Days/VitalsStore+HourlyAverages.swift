import Foundation
import GRDB

/// The mean heart rate of one hour of a day: a point of the day's sparkline.
public struct HourlyAverage: Hashable, Sendable {
    /// When the hour starts.
    public let start: Date
    /// The mean of the hour's samples, in beats per minute.
    public let beatsPerMinute: Double

    /// An hour starting at `start` whose samples average `beatsPerMinute`.
    public init(start: Date, beatsPerMinute: Double) {
        self.start = start
        self.beatsPerMinute = beatsPerMinute
    }
}

extension VitalsStore {
    /// The mean of each hour of `day` that has samples, in order. Hours are counted from
    /// the day's start, so they are the local clock's hours (a day the clocks change has 23
    /// or 25 of them). Reads the day's rows of the per-hour figures (at most 25), however
    /// many samples the day has; the statement is prepared once per connection.
    public func hourlyAverages(on day: CalendarDay) throws -> [HourlyAverage] {
        let range = DayClock(calendar: calendar).range(of: day)
        return try readStatement { db in
            let statement = try db.cachedStatement(sql: """
                SELECT start, total / sampleCount FROM hour WHERE start >= ? AND start < ? ORDER BY start
                """)
            let rows = try Row.fetchCursor(statement, arguments: [range.lowerBound, range.upperBound])
            var hours: [HourlyAverage] = []
            hours.reserveCapacity(25)  // at most one per hour, 25 on a day that gains one
            while let row = try rows.next() {
                hours.append(HourlyAverage(start: Date(millisecondsSince1970: row[0]), beatsPerMinute: row[1]))
            }
            return hours
        }
    }
}
