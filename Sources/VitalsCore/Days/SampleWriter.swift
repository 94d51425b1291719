import Foundation
import GRDB
import Localization

/// Writes samples inside one write transaction and keeps every aggregate in step.
///
/// Samples are gathered per source and local hour, in memory, and written as sample blocks
/// (``SampleBlock``): each block is merged with the one already stored for that source and
/// hour, skipping samples at times it has (duplicates). From what a block actually gained,
/// ``finish()`` updates the per-hour rows (`hourSource`, `hour`), the per-day rows
/// (`daySource`, `day`, `dayHistogram`) and the sources' time ranges. The work per sample is
/// an append to an array; the work per hour and per day is a few statements — so an import
/// costs about what reading its file costs, whatever the store already holds.
///
/// Import, sample data, migrations and ``VitalsStore/insertSamples(_:kind:)`` all write
/// through this one path.
struct SampleWriter {
    /// Where a block goes: a source and an hour.
    private struct BlockKey: Hashable, Comparable {
        var start: Int64
        var source: Int64

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.start, lhs.source) < (rhs.start, rhs.source)
        }
    }

    /// Samples gathered for one block, in arrival order.
    private struct Gathered {
        var samples: [SampleBlock.Sample] = []
        var isSorted = true

        mutating func append(_ sample: SampleBlock.Sample) {
            if let last = samples.last, sample.time < last.time { isSorted = false }
            samples.append(sample)
        }

        /// Oldest first; at equal times, in arrival order (the first one counts).
        var ordered: [SampleBlock.Sample] {
            guard !isSorted else { return samples }
            return samples.indices
                .sorted { (samples[$0].time, $0) < (samples[$1].time, $1) }
                .map { samples[$0] }
        }
    }

    /// How many gathered samples are written out at once, bounding memory for files that are
    /// not in time order (about 16 MiB).
    private static let flushThreshold = 1 << 20

    private let db: Database
    private let kind: SourceKind
    private var clock: DayClock
    private var lastSource: (name: String, id: Int64)?
    private var sourceIDs: [String: Int64] = [:]
    private var gathered: [BlockKey: Gathered] = [:]
    private var current: (key: BlockKey, samples: Gathered)?
    private var gatheredCount = 0

    private var touchedHours: [Int64] = []
    private var addedByDaySource: [DaySource: DayAccumulator] = [:]
    private var addedTimes: [Int64: ClosedRange<Int64>] = [:]

    /// How many samples were stored, and how many were already there.
    private(set) var inserted = 0
    private(set) var duplicates = 0
    /// The same per source number, with the range of times stored.
    private(set) var tallies: [Int64: SourceTally] = [:]

    /// What one source gained from a write.
    struct SourceTally {
        var inserted = 0
        var duplicates = 0
        /// The first and last time stored (milliseconds), if any sample was.
        var times: ClosedRange<Int64>?
    }

    /// A writer into `db` for days in `timeZone`; sources it creates get `kind`.
    init(db: Database, timeZone: TimeZone, kind: SourceKind) throws {
        self.db = db
        self.kind = kind
        self.clock = DayClock(timeZone: timeZone)
    }

    /// Adds a plausible sample; a sample at a time its source already has is skipped (the
    /// first one counts).
    mutating func add(time: Int64, beatsPerMinute: Double, source: String) throws {
        try add(time: time, beatsPerMinute: beatsPerMinute, sourceID: id(ofSource: source))
    }

    /// Adds a plausible sample of the source numbered `sourceID`.
    mutating func add(time: Int64, beatsPerMinute: Double, sourceID: Int64) throws {
        let key = BlockKey(start: clock.hourStart(containing: time), source: sourceID)
        if current?.key != key {
            stashCurrent()
            current = (key, gathered.removeValue(forKey: key) ?? Gathered())
        }
        current?.samples.append(SampleBlock.Sample(time: time, beatsPerMinute: beatsPerMinute))
        gatheredCount += 1
        if gatheredCount >= Self.flushThreshold {
            try flush()
        }
    }

    /// Writes everything gathered and brings the aggregates up to date.
    mutating func finish() throws {
        try flush()
        touchedHours.sort()
        var index = 0
        while index < touchedHours.count {
            // Runs of consecutive hours are rebuilt with one statement each.
            var end = index
            while end + 1 < touchedHours.count, touchedHours[end + 1] - touchedHours[end] <= DayClock.hour {
                end += 1
            }
            try HourStore.rebuild(touchedHours[index]..<touchedHours[end] + 1, in: db)
            index = end + 1
        }
        touchedHours = []
        var addedByDay: [CalendarDay: DayAccumulator] = [:]
        for (key, added) in addedByDaySource {
            var figures = try DayStore.accumulator(of: key.day, source: key.source, in: db) ?? DayAccumulator()
            figures.merge(added)
            try DayStore.save(figures, of: key.day, source: key.source, in: db)
            addedByDay[key.day, default: DayAccumulator()].merge(added)
        }
        addedByDaySource = [:]
        for (day, added) in addedByDay {
            var figures = try DayStore.accumulator(of: day, in: db) ?? DayAccumulator()
            figures.merge(added)
            try DayStore.save(figures, of: day, in: db)
        }
        for (source, times) in addedTimes {
            try db.execute(sql: """
                UPDATE source SET firstTime = min(coalesce(firstTime, ?1), ?1),
                                  lastTime = max(coalesce(lastTime, ?2), ?2)
                WHERE id = ?3
                """, arguments: [times.lowerBound, times.upperBound, source])
        }
        addedTimes = [:]
    }

    private mutating func stashCurrent() {
        if let current {
            gathered[current.key] = current.samples
        }
        current = nil
    }

    /// Merges every gathered block into the stored one.
    private mutating func flush() throws {
        stashCurrent()
        let select = try db.cachedStatement(sql: "SELECT samples FROM sampleBlock WHERE start = ? AND sourceId = ?")
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO sampleBlock (start, sourceId, samples) VALUES (?, ?, ?)
            ON CONFLICT (start, sourceId) DO UPDATE SET samples = excluded.samples
            """)
        for key in gathered.keys.sorted() {
            guard let incoming = gathered[key]?.ordered else { continue }
            var block = try SampleBlockStore.block(
                start: key.start, bytes: Data.fetchOne(select, arguments: [key.start, key.source]))
            let added = block.merge(incoming)
            duplicates += incoming.count - added.count
            inserted += added.count
            tallies[key.source, default: SourceTally()].duplicates += incoming.count - added.count
            tallies[key.source, default: SourceTally()].inserted += added.count
            guard let first = added.first, let last = added.last else { continue }
            let stored = tallies[key.source]?.times
            tallies[key.source]?.times = min(stored?.lowerBound ?? first.time, first.time)...max(stored?.upperBound ?? last.time, last.time)
            try upsert.execute(arguments: [key.start, key.source, Data(block.bytes)])
            try HourStore.save(HourStore.Figures(block), start: key.start, source: key.source, in: db)
            touchedHours.append(key.start)
            let day = clock.day(containing: key.start)
            let dayKey = DaySource(day: day, source: key.source)
            var figures = addedByDaySource[dayKey] ?? DayAccumulator()
            for sample in added {
                figures.add(time: sample.time, beatsPerMinute: sample.beatsPerMinute)
            }
            addedByDaySource[dayKey] = figures
            let times = addedTimes[key.source]
            addedTimes[key.source] = min(times?.lowerBound ?? first.time, first.time)...max(times?.upperBound ?? last.time, last.time)
        }
        gathered = [:]
        gatheredCount = 0
    }

    /// The number of the source named `source.name`, recorded with this writer's kind when it
    /// is new; `source.device` is recorded when the stored source has no device yet.
    mutating func id(of source: SampleSource) throws -> Int64 {
        let id = try id(ofSource: source.name)
        if let device = source.device, !device.isEmpty {
            try db.execute(sql: "UPDATE source SET device = ? WHERE id = ? AND device IS NULL", arguments: [device, id])
        }
        return id
    }

    private mutating func id(ofSource name: String) throws -> Int64 {
        if let lastSource, lastSource.name == name {
            return lastSource.id
        }
        if let id = sourceIDs[name] {
            lastSource = (name, id)
            return id
        }
        try db.execute(sql: "INSERT OR IGNORE INTO source (name, kind) VALUES (?, ?)", arguments: [name, kind.rawValue])
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM source WHERE name = ?", arguments: [name]) else {
            throw StoreError.implausibleSample(reason: String(localized: "the source \(name) cannot be recorded"))
        }
        lastSource = (name, id)
        sourceIDs[name] = id
        return id
    }
}
