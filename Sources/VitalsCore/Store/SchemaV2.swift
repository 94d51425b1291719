import Foundation
import GRDB

/// Schema version 2: samples in blocks of one source and hour, sources with their kind and
/// time range, and figures per hour and per source kept beside the per-day ones.
///
/// What is stored, and how the figures relate (see docs/storage.md):
/// - `sampleBlock`: one row per source and local hour, its samples encoded as in
///   ``SampleBlock``. Only a day's detail chart and the export read it.
/// - `hourSource` / `daySource`: count, minimum, maximum, total (and for days the latest sample
///   and a histogram for the resting estimate) of each source's samples in an hour / a day.
/// - `hour` / `day` (+ `dayHistogram`): the same for all sources together. Where sources
///   overlap, **all sources pool their samples**: every stored sample counts once, so in an
///   hour with a watch's 12 samples and a strap's 3,600 the mean is the mean of the 3,612. The
///   per-source rows keep them apart, for views that show or hide a source.
enum SchemaV2 {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE source ADD COLUMN kind TEXT NOT NULL DEFAULT 'csv';
            ALTER TABLE source ADD COLUMN device TEXT;
            ALTER TABLE source ADD COLUMN firstTime INTEGER;
            ALTER TABLE source ADD COLUMN lastTime INTEGER;
            UPDATE source SET kind = 'sample' WHERE name = 'sample';

            -- A source's samples in one local hour (start: the hour's first instant, in
            -- milliseconds since 1970), encoded as SampleBlock describes.
            CREATE TABLE sampleBlock (
                id INTEGER PRIMARY KEY,
                start INTEGER NOT NULL,
                sourceId INTEGER NOT NULL REFERENCES source(id),
                samples BLOB NOT NULL,
                UNIQUE (start, sourceId)
            );
            CREATE INDEX sampleBlock_on_source ON sampleBlock(sourceId, start);

            CREATE TABLE hourSource (
                start INTEGER NOT NULL,
                sourceId INTEGER NOT NULL REFERENCES source(id),
                sampleCount INTEGER NOT NULL,
                minimum REAL NOT NULL,
                maximum REAL NOT NULL,
                total REAL NOT NULL,
                PRIMARY KEY (start, sourceId)
            ) WITHOUT ROWID;
            CREATE INDEX hourSource_on_source ON hourSource(sourceId, start);

            CREATE TABLE hour (
                start INTEGER PRIMARY KEY,
                sampleCount INTEGER NOT NULL,
                minimum REAL NOT NULL,
                maximum REAL NOT NULL,
                total REAL NOT NULL
            ) WITHOUT ROWID;

            CREATE TABLE daySource (
                day INTEGER NOT NULL,
                sourceId INTEGER NOT NULL REFERENCES source(id),
                sampleCount INTEGER NOT NULL,
                minimum REAL NOT NULL,
                maximum REAL NOT NULL,
                total REAL NOT NULL,
                latestTime INTEGER NOT NULL,
                latestBeatsPerMinute REAL NOT NULL,
                counts BLOB NOT NULL,
                PRIMARY KEY (day, sourceId)
            ) WITHOUT ROWID;
            CREATE INDEX daySource_on_source ON daySource(sourceId, day);
            """)
        try moveSamplesIntoBlocks(db)
    }

    /// Writes version 1's sample rows as blocks (recomputing every figure from them), then
    /// drops the rows.
    private static func moveSamplesIntoBlocks(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM dayHistogram; DELETE FROM day")
        var zone = try String.fetchOne(db, sql: "SELECT value FROM metadata WHERE key = 'timeZone'")
            .flatMap(TimeZone.init(identifier:))
        if zone == nil, try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sample)") == true {
            // Samples without a recorded zone (never written by version 1): the system's.
            zone = .current
            try db.execute(sql: "INSERT OR REPLACE INTO metadata (key, value) VALUES ('timeZone', ?)",
                           arguments: [TimeZone.current.identifier])
        }
        if let zone {
            var writer = try SampleWriter(db: db, timeZone: zone, kind: .csv)
            let rows = try Row.fetchCursor(db, sql: "SELECT time, beatsPerMinute, sourceId FROM sample ORDER BY time")
            while let row = try rows.next() {
                try writer.add(time: row[0], beatsPerMinute: row[1], sourceID: row[2])
            }
            try writer.finish()
        }
        try db.execute(sql: "DROP TABLE sample")
    }
}
