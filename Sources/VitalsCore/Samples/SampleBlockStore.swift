import Foundation
import GRDB
import Localization

/// Reads the `sampleBlock` table: stored blocks decoded, damage reported as such.
enum SampleBlockStore {
    /// The block stored as `bytes` (`nil`: none stored yet, an empty block).
    ///
    /// - Throws: ``StoreError/databaseCorrupt(database:)`` when the bytes are not a block.
    static func block(start: Int64, bytes: Data?) throws -> SampleBlock {
        guard let bytes else { return SampleBlock(start: start, samples: []) }
        do {
            return try bytes.withUnsafeBytes { buffer throws(SampleBlock.DecodingError) in
                try SampleBlock(start: start, bytes: buffer, expectedCount: buffer.count / 4)
            }
        } catch {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT,
                                message: String(localized: """
                                    the sample block at \(String(start)) cannot be read (\(error))
                                    """))
        }
    }

    /// Calls `body` with each block whose hour starts in `range`, in order of start and
    /// source: `(source id, block)`.
    static func forEachBlock(
        startingIn range: Range<Int64>, in db: Database, _ body: (Int64, SampleBlock) throws -> Void
    ) throws {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT start, sourceId, samples FROM sampleBlock
            WHERE start >= ? AND start < ? ORDER BY start, sourceId
            """, arguments: [range.lowerBound, range.upperBound])
        while let row = try rows.next() {
            let start: Int64 = row[0]
            try body(row[1], block(start: start, bytes: row[2]))
        }
    }

    /// Calls `body` with the samples whose hour starts in `range`, oldest first; samples of
    /// several sources at one time in the order of their source ids.
    static func forEachSample(
        startingIn range: Range<Int64>, in db: Database,
        _ body: (_ time: Int64, _ beatsPerMinute: Double, _ source: Int64) throws -> Void
    ) throws {
        var hour: [(time: Int64, beatsPerMinute: Double, source: Int64)] = []
        var hourStart: Int64?
        func emitHour() throws {
            // Blocks come by source within an hour: one sort puts the hour in time order.
            if hour.count > 1 { hour.sort { ($0.time, $0.source) < ($1.time, $1.source) } }
            for sample in hour { try body(sample.time, sample.beatsPerMinute, sample.source) }
            hour.removeAll(keepingCapacity: true)
        }
        try forEachBlock(startingIn: range, in: db) { source, block in
            if hourStart != block.start {
                try emitHour()
                hourStart = block.start
            }
            for sample in block.samples {
                hour.append((sample.time, sample.beatsPerMinute, source))
            }
        }
        try emitHour()
    }
}
