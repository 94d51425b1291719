import Foundation
import GRDB

extension VitalsStore {
    /// The day summaries, newest first, counting only the sources not named in `hidden` (the
    /// sources a person hid in the charts). With none hidden, the all-sources figures
    /// (``daySummaries(from:through:)``); otherwise each day's per-source figures merged, so
    /// the figures stay exact (the resting estimate from the merged histograms).
    public func daySummaries(hiding hidden: Set<String>) throws -> [DaySummary] {
        guard !hidden.isEmpty else { return try daySummaries() }
        return try read { db in
            let (condition, arguments) = Self.visibleSources(hiding: hidden)
            let rows = try Row.fetchCursor(db, sql: """
                SELECT sampleCount, minimum, maximum, total, latestTime, latestBeatsPerMinute, counts, day
                FROM daySource WHERE \(condition) ORDER BY day DESC
                """, arguments: arguments)
            var summaries: [DaySummary] = []
            var current: (day: Int, figures: DayAccumulator)?
            while let row = try rows.next() {
                let day: Int = row[7]
                guard let figures = DayStore.accumulator(row) else { continue }
                if current?.day == day {
                    current?.figures.merge(figures)
                } else {
                    if let current, let summary = CalendarDay(rawValue: current.day).flatMap(current.figures.summary(of:)) {
                        summaries.append(summary)
                    }
                    current = (day, figures)
                }
            }
            if let current, let summary = CalendarDay(rawValue: current.day).flatMap(current.figures.summary(of:)) {
                summaries.append(summary)
            }
            return summaries
        }
    }

    /// The hourly means of `day` (see ``hourlyAverages(on:)``) counting only the sources not
    /// named in `hidden`.
    public func hourlyAverages(on day: CalendarDay, hiding hidden: Set<String>) throws -> [HourlyAverage] {
        guard !hidden.isEmpty else { return try hourlyAverages(on: day) }
        let range = DayClock(calendar: calendar).range(of: day)
        return try read { db in
            let (condition, arguments) = Self.visibleSources(hiding: hidden)
            let rows = try Row.fetchCursor(db, sql: """
                SELECT start, total(total) / total(sampleCount) FROM hourSource
                WHERE start >= ? AND start < ? AND \(condition) GROUP BY start ORDER BY start
                """, arguments: [range.lowerBound, range.upperBound] + arguments)
            var hours: [HourlyAverage] = []
            while let row = try rows.next() {
                hours.append(HourlyAverage(start: Date(millisecondsSince1970: row[0]), beatsPerMinute: row[1]))
            }
            return hours
        }
    }

    /// A condition on `sourceId` leaving out the sources named in `hidden`, and its arguments.
    static func visibleSources(hiding hidden: Set<String>) -> (String, StatementArguments) {
        let names = hidden.sorted()
        let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
        return ("sourceId NOT IN (SELECT id FROM source WHERE name IN (\(marks)))", StatementArguments(names))
    }
}
