import Foundation
import GRDB

/// What an insertion did.
public struct InsertionSummary: Sendable, Hashable {
    /// Samples added.
    public var inserted: Int
    /// Samples skipped because one with the same timestamp and source was already stored.
    public var duplicates: Int
}

extension VitalsStore {
    /// Stores `samples` in one transaction, skipping those already stored (same timestamp and
    /// source), and updates their days' summaries.
    ///
    /// - Throws: ``StoreError/implausibleSample(reason:)`` (and stores none) when a sample has
    ///   a heart rate or time outside the plausible ranges; the access reason when read-only.
    @discardableResult
    public func insertSamples(_ samples: some Sequence<HeartRateSample>) throws -> InsertionSummary {
        try write { db in
            var writer = try SampleWriter(db: db, timeZone: timeZone)
            for sample in samples {
                if let reason = sample.implausibility {
                    throw StoreError.implausibleSample(reason: reason)
                }
                try writer.add(
                    time: sample.timestamp.millisecondsSince1970,
                    beatsPerMinute: sample.beatsPerMinute, source: sample.source)
            }
            try writer.finish()
            return InsertionSummary(inserted: writer.inserted, duplicates: writer.duplicates)
        }
    }

    /// The summaries of the days with samples, newest first, optionally limited to the days
    /// from `first` through `last`. Reads one row per day, however many samples there are.
    public func daySummaries(from first: CalendarDay? = nil, through last: CalendarDay? = nil) throws -> [DaySummary] {
        try read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT \(DayStore.summaryColumns) FROM day WHERE day BETWEEN ? AND ? ORDER BY day DESC
                """, arguments: [first?.rawValue ?? 0, last?.rawValue ?? Int.max])
            var summaries: [DaySummary] = []
            while let row = try rows.next() {
                if let summary = DayStore.summary(row) {
                    summaries.append(summary)
                }
            }
            return summaries
        }
    }

    /// The summary of `day`, or `nil` when it has no samples.
    public func daySummary(of day: CalendarDay) throws -> DaySummary? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT \(DayStore.summaryColumns) FROM day WHERE day = ?",
                             arguments: [day.rawValue])
                .flatMap(DayStore.summary)
        }
    }

    /// The samples of `day`, oldest first (a range of the samples' primary key).
    public func samples(on day: CalendarDay) throws -> [HeartRateSample] {
        let range = DayClock(calendar: calendar).range(of: day)
        return try read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT sample.time, sample.beatsPerMinute, source.name
                FROM sample JOIN source ON source.id = sample.sourceId
                WHERE sample.time >= ? AND sample.time < ?
                ORDER BY sample.time
                """, arguments: [range.lowerBound, range.upperBound])
            var samples: [HeartRateSample] = []
            while let row = try rows.next() {
                samples.append(HeartRateSample(
                    timestamp: Date(millisecondsSince1970: row[0]), beatsPerMinute: row[1], source: row[2]))
            }
            return samples
        }
    }

    /// The number of stored samples (the sum of the day summaries' counts).
    public func sampleCount() throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT total(sampleCount) FROM day") ?? 0 }
    }

    /// Whether any sample comes from `source`.
    public func hasSamples(from source: String) throws -> Bool {
        try read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM sample JOIN source ON source.id = sample.sourceId
                               WHERE source.name = ?)
                """, arguments: [source]) ?? false
        }
    }

    /// Deletes every sample from `source` in one transaction and recomputes the summaries of
    /// the days they were on. Returns how many were deleted.
    @discardableResult
    public func deleteSamples(from source: String) throws -> Int {
        try write { db in
            guard let sourceID = try Int64.fetchOne(
                db, sql: "SELECT id FROM source WHERE name = ?", arguments: [source])
            else { return 0 }
            var clock = DayClock(calendar: calendar)
            var days = Set<CalendarDay>()
            let times = try Int64.fetchCursor(
                db, sql: "SELECT time FROM sample WHERE sourceId = ?", arguments: [sourceID])
            while let time = try times.next() {
                days.insert(clock.day(containing: time))
            }
            try db.execute(sql: "DELETE FROM sample WHERE sourceId = ?", arguments: [sourceID])
            let deleted = db.changesCount
            try db.execute(sql: "DELETE FROM source WHERE id = ?", arguments: [sourceID])
            for day in days {
                try DayStore.rebuild(day, clock: clock, in: db)
            }
            return deleted
        }
    }
}
