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
    /// source), and updates every aggregate. Sources not yet known are recorded as `kind`.
    ///
    /// - Throws: ``StoreError/implausibleSample(reason:)`` (and stores none) when a sample has
    ///   a heart rate or time outside the plausible ranges; the access reason when read-only.
    @discardableResult
    public func insertSamples(_ samples: some Sequence<HeartRateSample>, kind: SourceKind = .csv) throws -> InsertionSummary {
        try write { db in
            var writer = try SampleWriter(db: db, timeZone: timeZone, kind: kind)
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

    /// The samples of `day`, oldest first (samples of several sources at one time in the order
    /// the sources were first stored). Reads the day's sample blocks only.
    public func samples(on day: CalendarDay) throws -> [HeartRateSample] {
        let range = DayClock(calendar: calendar).range(of: day)
        return try read { db in
            let names = try sourceNames(db)
            var samples: [HeartRateSample] = []
            try SampleBlockStore.forEachSample(startingIn: range, in: db) { time, beatsPerMinute, source in
                samples.append(HeartRateSample(
                    timestamp: Date(millisecondsSince1970: time), beatsPerMinute: beatsPerMinute,
                    source: names[source] ?? ""))
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
                SELECT EXISTS (SELECT 1 FROM daySource JOIN source ON source.id = daySource.sourceId
                               WHERE source.name = ?)
                """, arguments: [source]) ?? false
        }
    }

    /// The sources with their sample counts and time ranges, in the order they were first stored.
    public func sources() throws -> [SourceSummary] {
        try read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, kind, name, device, firstTime, lastTime,
                       (SELECT total(sampleCount) FROM daySource WHERE sourceId = source.id)
                FROM source ORDER BY id
                """)
            var sources: [SourceSummary] = []
            while let row = try rows.next() {
                let first: Int64? = row[4]
                let last: Int64? = row[5]
                var range: ClosedRange<Date>?
                if let first, let last, first <= last {
                    range = Date(millisecondsSince1970: first)...Date(millisecondsSince1970: last)
                }
                sources.append(SourceSummary(
                    id: row[0], kind: SourceKind(rawValue: row[1]) ?? .csv, name: row[2], device: row[3],
                    sampleCount: Int(row[6] as Double), timeRange: range))
            }
            return sources
        }
    }

    func sourceNames(_ db: Database) throws -> [Int64: String] {
        try Dictionary(
            Row.fetchAll(db, sql: "SELECT id, name FROM source").map { ($0[0] as Int64, $0[1] as String) },
            uniquingKeysWith: { first, _ in first })
    }
}
