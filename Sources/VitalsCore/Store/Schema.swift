import GRDB

/// The database schema, as versioned migrations: a database at any earlier version is
/// brought up to date when the store opens. Never edit a shipped migration; add one.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: samples, days, conditions") { db in
            // Settings of this database, such as the time zone its days are counted in.
            try db.execute(sql: """
                CREATE TABLE metadata (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);

                -- Where samples come from ("csv", "sample", a device name); samples refer to
                -- it by number, which keeps ten million rows small.
                CREATE TABLE source (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);

                -- One row per sample, ordered by time: a day is a range of the primary key.
                -- Time in milliseconds since 1970 UTC; (time, source) is unique, so an import
                -- skips a sample it already has.
                CREATE TABLE sample (
                    time INTEGER NOT NULL,
                    sourceId INTEGER NOT NULL REFERENCES source(id),
                    beatsPerMinute REAL NOT NULL,
                    PRIMARY KEY (time, sourceId)
                ) WITHOUT ROWID;
                -- Deleting one source's samples (the sample data) without a full scan.
                CREATE INDEX sample_on_source ON sample(sourceId, time);

                -- One row per local calendar day (yyyymmdd) with samples, kept up to date by
                -- every import, insert and delete: the day list reads these rows only.
                CREATE TABLE day (
                    day INTEGER PRIMARY KEY,
                    sampleCount INTEGER NOT NULL,
                    minimum REAL NOT NULL,
                    maximum REAL NOT NULL,
                    total REAL NOT NULL,
                    restingEstimate REAL NOT NULL,
                    latestTime INTEGER NOT NULL,
                    latestBeatsPerMinute REAL NOT NULL
                );
                -- Per day, how many samples had each whole BPM: new samples update the
                -- resting estimate (a percentile) without reading the day's samples.
                CREATE TABLE dayHistogram (
                    day INTEGER PRIMARY KEY REFERENCES day(day) ON DELETE CASCADE,
                    counts BLOB NOT NULL
                );

                CREATE TABLE medicalCondition (
                    id TEXT PRIMARY KEY NOT NULL,
                    text TEXT NOT NULL,
                    isFlagged INTEGER NOT NULL DEFAULT 0,
                    sortOrder INTEGER NOT NULL,
                    createdAt INTEGER NOT NULL,
                    updatedAt INTEGER NOT NULL
                );
                CREATE INDEX medicalCondition_on_sortOrder ON medicalCondition(sortOrder);
                """)
        }
        migrator.registerMigration("v2: sample blocks, sources, hourly and per-source figures") { db in
            try SchemaV2.migrate(db)
        }
        migrator.registerMigration("v3: heart-rate variability per minute") { db in
            try db.execute(sql: """
                -- RMSSD per source and UTC minute (minute: seconds since 1970, a multiple of 60),
                -- in milliseconds, over the minute's successive differences of the RR-Intervals
                -- the artefact filter kept (intervals) and with the count it rejected (artefacts);
                -- optical: 1 when an optical sensor smoothed the intervals. Keyed like the
                -- sample tables, time first: a day is a range of the primary key.
                CREATE TABLE hrvMinute (
                    minute INTEGER NOT NULL,
                    sourceId INTEGER NOT NULL REFERENCES source(id),
                    rmssd REAL NOT NULL,
                    intervals INTEGER NOT NULL,
                    artefacts INTEGER NOT NULL,
                    optical INTEGER NOT NULL DEFAULT 0,
                    PRIMARY KEY (minute, sourceId)
                ) WITHOUT ROWID;
                -- Deleting one source's minutes without a full scan.
                CREATE INDEX hrvMinute_on_source ON hrvMinute(sourceId, minute);
                """)
        }
        return migrator
    }
}
