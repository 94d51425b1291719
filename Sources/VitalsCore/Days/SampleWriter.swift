import Foundation
import GRDB
import GRDBSQLite

/// Inserts samples inside one write transaction and keeps the day summaries in step: each
/// sample actually inserted (not a duplicate) is added to its day's accumulator, and
/// ``finish()`` merges the accumulators into the `day` and `dayHistogram` rows.
///
/// Import, sample data and ``VitalsStore/insertSamples(_:)`` all write through this one path.
struct SampleWriter {
    private let db: Database
    private let insert: Statement
    private var clock: DayClock
    private var sourceIDs: [String: Int64] = [:]
    private var days: [CalendarDay: DayAccumulator] = [:]
    private var currentDay: (day: CalendarDay, accumulator: DayAccumulator)?

    /// How many samples were inserted, and how many were already there.
    private(set) var inserted = 0
    private(set) var duplicates = 0

    init(db: Database, timeZone: TimeZone) throws {
        self.db = db
        self.clock = DayClock(timeZone: timeZone)
        self.insert = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO sample (time, sourceId, beatsPerMinute) VALUES (?, ?, ?)
            """)
    }

    /// Inserts a plausible sample unless one with the same time and source exists.
    mutating func add(time: Int64, beatsPerMinute: Double, source: String) throws {
        let sourceID = try id(ofSource: source)
        // The hot loop of an import binds and steps through SQLite's C API, which GRDB
        // allows inside its transaction: building `StatementArguments` and GRDB's execution
        // bookkeeping cost more per row than SQLite's insert itself.
        let statement = insert.sqliteStatement
        sqlite3_bind_int64(statement, 1, time)
        sqlite3_bind_int64(statement, 2, sourceID)
        sqlite3_bind_double(statement, 3, beatsPerMinute)
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: insert.sql)
        }
        guard sqlite3_changes(db.sqliteConnection) > 0 else {
            duplicates += 1
            return
        }
        inserted += 1
        let day = clock.day(containing: time)
        if currentDay?.day != day {
            flushCurrentDay()
            currentDay = (day, days.removeValue(forKey: day) ?? DayAccumulator())
        }
        currentDay?.accumulator.add(time: time, beatsPerMinute: beatsPerMinute)
    }

    /// Merges what was inserted into the stored day summaries.
    mutating func finish() throws {
        flushCurrentDay()
        for (day, added) in days {
            var accumulator = try DayStore.accumulator(of: day, in: db) ?? DayAccumulator()
            accumulator.merge(added)
            try DayStore.save(accumulator, of: day, in: db)
        }
        days = [:]
    }

    private mutating func flushCurrentDay() {
        if let currentDay {
            days[currentDay.day] = currentDay.accumulator
        }
        currentDay = nil
    }

    private mutating func id(ofSource name: String) throws -> Int64 {
        if let id = sourceIDs[name] {
            return id
        }
        try db.execute(sql: "INSERT OR IGNORE INTO source (name) VALUES (?)", arguments: [name])
        let id = try Int64.fetchOne(db, sql: "SELECT id FROM source WHERE name = ?", arguments: [name]) ?? 0
        sourceIDs[name] = id
        return id
    }
}
