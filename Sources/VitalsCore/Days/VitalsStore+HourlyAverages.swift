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
    /// or 25 of them). SQLite groups the day's range of the samples' key, so this returns
    /// at most 25 values without reading the samples into memory; the statement is prepared
    /// once per connection.
    public func hourlyAverages(on day: CalendarDay) throws -> [HourlyAverage] {
        let range = DayClock(calendar: calendar).range(of: day)
        return try readStatement { db in
            let statement = try db.cachedStatement(sql: """
                SELECT (time - ?1) / 3600000 AS hour, avg(beatsPerMinute)
                FROM sample WHERE time >= ?1 AND time < ?2
                GROUP BY hour ORDER BY hour
                """)
            let rows = try Row.fetchCursor(statement, arguments: [range.lowerBound, range.upperBound])
            var hours: [HourlyAverage] = []
            hours.reserveCapacity(25)  // at most one per hour, 25 on a day that gains one
            while let row = try rows.next() {
                let hour: Int64 = row[0]
                hours.append(HourlyAverage(
                    start: Date(millisecondsSince1970: range.lowerBound + hour * 3_600_000),
                    beatsPerMinute: row[1]))
            }
            return hours
        }
    }
}
