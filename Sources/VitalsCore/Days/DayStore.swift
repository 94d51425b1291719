import Foundation
import GRDB

/// Reads and writes the per-day rows: all sources together (`day`, `dayHistogram`) and each
/// source apart (`daySource`).
enum DayStore {
    static let summaryColumns = """
        day, sampleCount, minimum, maximum, total, restingEstimate, latestTime, latestBeatsPerMinute
        """

    /// The stored accumulator of `day`, or `nil` when the day has no samples.
    static func accumulator(of day: CalendarDay, in db: Database) throws -> DayAccumulator? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT day.sampleCount, day.minimum, day.maximum, day.total, day.latestTime,
                   day.latestBeatsPerMinute, dayHistogram.counts
            FROM day JOIN dayHistogram USING (day) WHERE day = ?
            """, arguments: [day.rawValue])
        else { return nil }
        return accumulator(row)
    }

    /// Stores `accumulator` as the figures of `day`; deletes the day when it is empty.
    static func save(_ accumulator: DayAccumulator, of day: CalendarDay, in db: Database) throws {
        guard let summary = accumulator.summary(of: day) else {
            try db.execute(sql: "DELETE FROM day WHERE day = ?", arguments: [day.rawValue])
            return
        }
        try db.execute(sql: """
            INSERT INTO day (\(summaryColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (day) DO UPDATE SET
                sampleCount = excluded.sampleCount, minimum = excluded.minimum,
                maximum = excluded.maximum, total = excluded.total,
                restingEstimate = excluded.restingEstimate, latestTime = excluded.latestTime,
                latestBeatsPerMinute = excluded.latestBeatsPerMinute
            """, arguments: [
                day.rawValue, summary.sampleCount, summary.minimum, summary.maximum,
                accumulator.total, summary.restingEstimate, accumulator.latestTime,
                summary.latestBeatsPerMinute,
            ])
        try db.execute(
            sql: """
                INSERT INTO dayHistogram (day, counts) VALUES (?, ?)
                ON CONFLICT (day) DO UPDATE SET counts = excluded.counts
                """,
            arguments: [day.rawValue, Data(accumulator.histogramBytes)])
    }

    /// The stored accumulator of `source` on `day`, or `nil` when it has no samples there.
    static func accumulator(of day: CalendarDay, source: Int64, in db: Database) throws -> DayAccumulator? {
        let statement = try db.cachedStatement(sql: """
            SELECT sampleCount, minimum, maximum, total, latestTime, latestBeatsPerMinute, counts
            FROM daySource WHERE day = ? AND sourceId = ?
            """)
        guard let row = try Row.fetchOne(statement, arguments: [day.rawValue, source]) else { return nil }
        return accumulator(row)
    }

    /// Stores `accumulator` as the figures of `source` on `day`; deletes the row when empty.
    static func save(_ accumulator: DayAccumulator, of day: CalendarDay, source: Int64, in db: Database) throws {
        guard accumulator.count > 0 else {
            try db.execute(sql: "DELETE FROM daySource WHERE day = ? AND sourceId = ?",
                           arguments: [day.rawValue, source])
            return
        }
        let statement = try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO daySource
                (day, sourceId, sampleCount, minimum, maximum, total, latestTime, latestBeatsPerMinute, counts)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        try statement.execute(arguments: [
            day.rawValue, source, accumulator.count, accumulator.minimum, accumulator.maximum,
            accumulator.total, accumulator.latestTime, accumulator.latestBeatsPerMinute,
            Data(accumulator.histogramBytes),
        ])
    }

    /// Recomputes the all-sources figures of `day` from its per-source figures (after a
    /// source's samples or a range of days were deleted).
    static func rebuild(_ day: CalendarDay, in db: Database) throws {
        var all = DayAccumulator()
        let rows = try Row.fetchCursor(db, sql: """
            SELECT sampleCount, minimum, maximum, total, latestTime, latestBeatsPerMinute, counts
            FROM daySource WHERE day = ?
            """, arguments: [day.rawValue])
        while let row = try rows.next() {
            if let figures = accumulator(row) {
                all.merge(figures)
            }
        }
        try save(all, of: day, in: db)
    }

    /// The accumulator in a row of count, minimum, maximum, total, latest time, latest value
    /// and histogram.
    static func accumulator(_ row: Row) -> DayAccumulator? {
        let counts: [UInt8] = (row[6] as Data?).map { Array($0) } ?? []
        return DayAccumulator(
            count: row[0], minimum: row[1], maximum: row[2], total: row[3], latestTime: row[4],
            latestBeatsPerMinute: row[5], histogramBytes: counts)
    }

    /// The summary in a row selected with ``summaryColumns``.
    static func summary(_ row: Row) -> DaySummary? {
        guard let day = CalendarDay(rawValue: row[0]) else { return nil }
        let count: Int = row[1]
        let total: Double = row[4]
        return DaySummary(
            day: day, sampleCount: count, minimum: row[2], maximum: row[3],
            average: count > 0 ? total / Double(count) : 0, restingEstimate: row[5],
            latestTimestamp: .init(millisecondsSince1970: row[6]), latestBeatsPerMinute: row[7])
    }
}
