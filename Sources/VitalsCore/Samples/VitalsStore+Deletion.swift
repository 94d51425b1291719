import Foundation
import GRDB

/// Samples taken out of the store, kept (as their stored blocks, about 4 bytes a sample)
/// with the heart-rate variability minutes deleted with them, so that
/// ``VitalsStore/restore(_:)`` can put them back: one undo step.
public struct DeletedSamples: Sendable {
    struct Block: Sendable {
        let source: String
        let kind: SourceKind
        let start: Int64
        let bytes: Data
    }

    /// An HRV minute, with its source.
    struct HRVRow: Sendable {
        let source: String
        let kind: SourceKind
        let minute: HRVMinute
    }

    let blocks: [Block]
    /// How many samples were deleted.
    public let count: Int
    var hrvRows: [HRVRow] = []

    /// How many heart-rate variability minutes were deleted.
    public var hrvMinuteCount: Int { hrvRows.count }

    static let none = DeletedSamples(blocks: [], count: 0)
}

extension VitalsStore {
    /// Deletes every sample and heart-rate variability minute from `source` in one transaction
    /// and updates the figures of the hours and days they were on. The source stays known,
    /// without samples.
    @discardableResult
    public func deleteSamples(from source: String) throws -> DeletedSamples {
        try write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM source WHERE name = ?", arguments: [source])
            else { return .none }
            var deleted = try deleteBlocks(where: "sourceId = ?", [id], in: db)
            deleted.hrvRows = try deleteHRVMinutes(where: "sourceId = ?", [id], in: db)
            return deleted
        }
    }

    /// Deletes every sample and heart-rate variability minute on the days from `first`
    /// through `last` (of every source) in one transaction, and their figures.
    @discardableResult
    public func deleteSamples(from first: CalendarDay, through last: CalendarDay) throws -> DeletedSamples {
        let clock = DayClock(calendar: calendar)
        let range = clock.range(of: min(first, last)).lowerBound..<clock.range(of: max(first, last)).upperBound
        let minutes = Self.minuteRange(range)
        return try write { db in
            var deleted = try deleteBlocks(where: "start >= ? AND start < ?", [range.lowerBound, range.upperBound], in: db)
            deleted.hrvRows = try deleteHRVMinutes(
                where: "minute >= ? AND minute < ?", [minutes.lowerBound, minutes.upperBound], in: db)
            return deleted
        }
    }

    /// Puts deleted samples and heart-rate variability minutes back (skipping any stored
    /// again since), in one transaction. The summary counts the samples.
    @discardableResult
    public func restore(_ deleted: DeletedSamples) throws -> InsertionSummary {
        try write { db in
            var writer = try SampleWriter(db: db, timeZone: timeZone, kind: .csv)
            for block in deleted.blocks {
                try db.execute(sql: "INSERT OR IGNORE INTO source (name, kind) VALUES (?, ?)",
                               arguments: [block.source, block.kind.rawValue])
                for sample in try SampleBlockStore.block(start: block.start, bytes: block.bytes).samples {
                    try writer.add(time: sample.time, beatsPerMinute: sample.beatsPerMinute, source: block.source)
                }
            }
            try writer.finish()
            try restoreHRVMinutes(deleted.hrvRows, in: db)
            return InsertionSummary(inserted: writer.inserted, duplicates: writer.duplicates)
        }
    }

    /// Deletes the blocks matching `condition` (over `start` and `sourceId`) and brings every
    /// figure they counted in up to date; returns them.
    private func deleteBlocks(where condition: String, _ arguments: StatementArguments, in db: Database) throws -> DeletedSamples {
        var clock = DayClock(calendar: calendar)
        var blocks: [DeletedSamples.Block] = []
        var hours: [Int64] = []
        var daySources = Set<DaySource>()
        let rows = try Row.fetchCursor(db, sql: """
            SELECT sampleBlock.start, sampleBlock.sourceId, sampleBlock.samples, source.name, source.kind
            FROM sampleBlock JOIN source ON source.id = sampleBlock.sourceId
            WHERE \(condition) ORDER BY start
            """, arguments: arguments)
        while let row = try rows.next() {
            let start: Int64 = row[0]
            blocks.append(.init(source: row[3], kind: SourceKind(rawValue: row[4]) ?? .csv, start: start, bytes: row[2]))
            hours.append(start)
            daySources.insert(DaySource(day: clock.day(containing: start), source: row[1]))
        }
        let count = try Int.fetchOne(db, sql: "SELECT total(sampleCount) FROM hourSource WHERE \(condition)",
                                     arguments: arguments) ?? 0
        try db.execute(sql: "DELETE FROM sampleBlock WHERE \(condition)", arguments: arguments)
        try db.execute(sql: "DELETE FROM hourSource WHERE \(condition)", arguments: arguments)
        if let first = hours.first, let last = hours.last {
            try HourStore.rebuild(first..<last + 1, in: db)
        }
        for daySource in daySources {
            try DayStore.save(DayAccumulator(), of: daySource.day, source: daySource.source, in: db)
        }
        for day in Set(daySources.map(\.day)) {
            try DayStore.rebuild(day, in: db)
        }
        for source in Set(daySources.map(\.source)) {
            try updateTimeRange(of: source, in: db)
        }
        return DeletedSamples(blocks: blocks, count: count)
    }

    /// Sets a source's first and last sample times from its remaining blocks.
    private func updateTimeRange(of source: Int64, in db: Database) throws {
        func edge(_ order: String) throws -> SampleBlock? {
            guard let row = try Row.fetchOne(db, sql: """
                SELECT start, samples FROM sampleBlock WHERE sourceId = ? ORDER BY start \(order) LIMIT 1
                """, arguments: [source])
            else { return nil }
            return try SampleBlockStore.block(start: row[0], bytes: row[1])
        }
        try db.execute(sql: "UPDATE source SET firstTime = ?, lastTime = ? WHERE id = ?", arguments: [
            try edge("ASC")?.samples.first?.time, try edge("DESC")?.samples.last?.time, source,
        ])
    }
}

/// A source on a day.
struct DaySource: Hashable {
    var day: CalendarDay
    var source: Int64
}
