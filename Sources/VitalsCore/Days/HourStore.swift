import GRDB

/// Reads and writes the per-hour rows: each source apart (`hourSource`, from that source's
/// sample block) and all sources together (`hour`, the sum of the sources' rows).
enum HourStore {
    /// Count, minimum, maximum and total of one hour's samples.
    struct Figures: Equatable {
        var count = 0
        var minimum = Double.infinity
        var maximum = -Double.infinity
        var total = 0.0

        /// No samples.
        init() {}

        /// The figures of `block`'s samples.
        init(_ block: SampleBlock) {
            for sample in block.samples {
                count += 1
                minimum = min(minimum, sample.beatsPerMinute)
                maximum = max(maximum, sample.beatsPerMinute)
                total += sample.beatsPerMinute
            }
        }
    }

    /// Stores the figures of `source`'s block starting at `start`; deletes the row when empty.
    static func save(_ figures: Figures, start: Int64, source: Int64, in db: Database) throws {
        guard figures.count > 0 else {
            try db.execute(sql: "DELETE FROM hourSource WHERE start = ? AND sourceId = ?", arguments: [start, source])
            return
        }
        let statement = try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO hourSource (start, sourceId, sampleCount, minimum, maximum, total)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        try statement.execute(arguments: [start, source, figures.count, figures.minimum, figures.maximum, figures.total])
    }

    /// Recomputes the all-sources rows of the hours starting in `range` from the per-source
    /// rows: hours left without samples lose their row.
    static func rebuild(_ range: Range<Int64>, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM hour WHERE start >= ? AND start < ?")
            .execute(arguments: [range.lowerBound, range.upperBound])
        try db.cachedStatement(sql: """
            INSERT INTO hour (start, sampleCount, minimum, maximum, total)
            SELECT start, sum(sampleCount), min(minimum), max(maximum), sum(total)
            FROM hourSource WHERE start >= ? AND start < ? GROUP BY start
            """).execute(arguments: [range.lowerBound, range.upperBound])
    }
}
