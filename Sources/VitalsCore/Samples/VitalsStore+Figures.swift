import Foundation
import GRDB

extension VitalsStore {
    /// Recomputes every stored figure — per hour and per day, per source and for all sources,
    /// and each source's time range — from the sample blocks, and lists each figure that
    /// differs (empty when all agree). Reads every block: its cost grows with the samples, so
    /// it runs on demand (`vitals check`), never at start.
    public func auditFigures() throws -> [String] {
        try read { db in
            var recount = FigureRecount(clock: DayClock(calendar: calendar))
            try SampleBlockStore.forEachBlock(startingIn: Int64.min..<Int64.max, in: db) { source, block in
                recount.count(block, source: source)
            }
            return try recount.differences(in: db)
        }
    }

    /// Recounts every figure from the sample blocks, replacing the stored ones, in one
    /// transaction; blocks that cannot be read are deleted. Run after a damaged file's rows
    /// were copied into a fresh one.
    public func rebuildFigures() throws {
        try write { db in
            var recount = FigureRecount(clock: DayClock(calendar: calendar))
            var unreadable: [Int64] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT id, start, sourceId, samples FROM sampleBlock")
            while let row = try rows.next() {
                if let block = try? SampleBlockStore.block(start: row[1], bytes: row[3]) {
                    recount.count(block, source: row[2])
                } else {
                    unreadable.append(row[0])
                }
            }
            for id in unreadable {
                try db.execute(sql: "DELETE FROM sampleBlock WHERE id = ?", arguments: [id])
            }
            try recount.replaceFigures(in: db)
        }
    }
}

/// The figures recomputed from the blocks: compared with the stored ones, or stored.
private struct FigureRecount {
    var clock: DayClock
    var hourSources: [HourSource: HourStore.Figures] = [:]
    var hours: [Int64: HourStore.Figures] = [:]
    var daySources: [DaySource: DayAccumulator] = [:]
    var days: [CalendarDay: DayAccumulator] = [:]
    var sourceTimes: [Int64: ClosedRange<Int64>] = [:]

    struct HourSource: Hashable {
        var start: Int64
        var source: Int64
    }

    mutating func count(_ block: SampleBlock, source: Int64) {
        let figures = HourStore.Figures(block)
        hourSources[HourSource(start: block.start, source: source)] = figures
        hours[block.start, default: HourStore.Figures()].merge(figures)
        let day = clock.day(containing: block.start)
        var accumulator = DayAccumulator()
        for sample in block.samples {
            accumulator.add(time: sample.time, beatsPerMinute: sample.beatsPerMinute)
        }
        daySources[DaySource(day: day, source: source), default: DayAccumulator()].merge(accumulator)
        days[day, default: DayAccumulator()].merge(accumulator)
        if let first = block.samples.first?.time, let last = block.samples.last?.time {
            let known = sourceTimes[source]
            sourceTimes[source] = min(known?.lowerBound ?? first, first)...max(known?.upperBound ?? last, last)
        }
    }

    /// Replaces every stored figure with these.
    func replaceFigures(in db: Database) throws {
        try db.execute(sql: """
            DELETE FROM hourSource; DELETE FROM hour; DELETE FROM daySource;
            DELETE FROM dayHistogram; DELETE FROM day;
            UPDATE source SET firstTime = NULL, lastTime = NULL;
            """)
        for (key, figures) in hourSources {
            try HourStore.save(figures, start: key.start, source: key.source, in: db)
        }
        if let first = hours.keys.min(), let last = hours.keys.max() {
            try HourStore.rebuild(first..<last + 1, in: db)
        }
        for (key, figures) in daySources {
            try DayStore.save(figures, of: key.day, source: key.source, in: db)
        }
        for (day, figures) in days {
            try DayStore.save(figures, of: day, in: db)
        }
        for (source, times) in sourceTimes {
            try db.execute(sql: "UPDATE source SET firstTime = ?, lastTime = ? WHERE id = ?",
                           arguments: [times.lowerBound, times.upperBound, source])
        }
    }

    func differences(in db: Database) throws -> [String] {
        var differences: [String] = []
        var stored = Set<HourSource>()
        for row in try Row.fetchAll(db, sql: "SELECT start, sourceId, sampleCount, minimum, maximum, total FROM hourSource") {
            let key = HourSource(start: row[0], source: row[1])
            stored.insert(key)
            if !(hourSources[key]?.matches(row, from: 2) ?? false) {
                differences.append("hour \(key.start) of source \(key.source): stored \(row), recomputed \(String(describing: hourSources[key]))")
            }
        }
        for key in Set(hourSources.keys).subtracting(stored) {
            differences.append("hour \(key.start) of source \(key.source) has samples but no figures")
        }
        var storedHours = Set<Int64>()
        for row in try Row.fetchAll(db, sql: "SELECT start, sampleCount, minimum, maximum, total FROM hour") {
            let start: Int64 = row[0]
            storedHours.insert(start)
            if !(hours[start]?.matches(row, from: 1) ?? false) {
                differences.append("hour \(start), all sources: stored \(row), recomputed \(String(describing: hours[start]))")
            }
        }
        for start in Set(hours.keys).subtracting(storedHours) {
            differences.append("hour \(start) has samples but no figures")
        }
        var storedDaySources = Set<DaySource>()
        for row in try Row.fetchAll(db, sql: "SELECT day, sourceId FROM daySource") {
            guard let day = CalendarDay(rawValue: row[0]) else {
                differences.append("a per-source day row has the impossible day \(row[0] as Int)")
                continue
            }
            let key = DaySource(day: day, source: row[1])
            storedDaySources.insert(key)
            let figures = try DayStore.accumulator(of: day, source: key.source, in: db)
            if !Self.agree(figures, daySources[key]) {
                differences.append("day \(day) of source \(key.source): stored \(String(describing: figures?.summary(of: day))), recomputed \(String(describing: daySources[key]?.summary(of: day)))")
            }
        }
        for key in Set(daySources.keys).subtracting(storedDaySources) {
            differences.append("day \(key.day) of source \(key.source) has samples but no figures")
        }
        var storedDays = Set<CalendarDay>()
        for raw in try Int.fetchAll(db, sql: "SELECT day FROM day") {
            guard let day = CalendarDay(rawValue: raw) else {
                differences.append("a day row has the impossible day \(raw)")
                continue
            }
            storedDays.insert(day)
            let figures = try DayStore.accumulator(of: day, in: db)
            if !Self.agree(figures, days[day]) {
                differences.append("day \(day), all sources: stored \(String(describing: figures?.summary(of: day))), recomputed \(String(describing: days[day]?.summary(of: day)))")
            }
        }
        for day in Set(days.keys).subtracting(storedDays) {
            differences.append("day \(day) has samples but no figures")
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, firstTime, lastTime FROM source") {
            let source: Int64 = row[0]
            let first: Int64? = row[1]
            let last: Int64? = row[2]
            let times = sourceTimes[source]
            if first != times?.lowerBound || last != times?.upperBound {
                differences.append("source \(source): stored times \(String(describing: first))–\(String(describing: last)), recomputed \(String(describing: times))")
            }
        }
        return differences.sorted()
    }

    private static func agree(_ stored: DayAccumulator?, _ recomputed: DayAccumulator?) -> Bool {
        guard let stored, let recomputed else { return stored == nil && recomputed == nil }
        return stored.count == recomputed.count && stored.minimum == recomputed.minimum
            && stored.maximum == recomputed.maximum && closeEnough(stored.total, recomputed.total)
            && stored.latestTime == recomputed.latestTime
            && stored.latestBeatsPerMinute == recomputed.latestBeatsPerMinute
            && stored.histogram == recomputed.histogram
    }
}

/// Sums in another order differ in the last bits.
private func closeEnough(_ first: Double, _ second: Double) -> Bool {
    abs(first - second) <= 1e-9 * max(1, abs(first), abs(second))
}

extension HourStore.Figures {
    /// Adds `other`'s samples.
    mutating func merge(_ other: Self) {
        count += other.count
        minimum = min(minimum, other.minimum)
        maximum = max(maximum, other.maximum)
        total += other.total
    }

    /// Whether `row`'s count, minimum, maximum and total (from column `first` on) are these.
    func matches(_ row: Row, from first: Int) -> Bool {
        let count: Int = row[first]
        let minimum: Double = row[first + 1]
        let maximum: Double = row[first + 2]
        let total: Double = row[first + 3]
        return count == self.count && minimum == self.minimum && maximum == self.maximum
            && closeEnough(total, self.total)
    }
}
