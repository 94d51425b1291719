import GRDB

/// Copies one table of a damaged database, in key order, a chunk at a time.
///
/// When a read fails (SQLITE_CORRUPT, or any other error of the damaged file), the rows read
/// before the failure are kept, and reading resumes past the damage: from the last good key
/// `k`, `first key > k + 1, + 2, + 4…` is probed until a read succeeds, then the smallest such
/// bound is found by bisection. Probing needs an integer first key (the rowid, or a first
/// primary-key column such as a time); a table keyed otherwise is copied up to its damage.
struct TableSalvage {
    let table: String
    /// The columns to copy (those both files have).
    let columns: [String]
    let source: DatabaseQueue
    let target: any DatabaseWriter

    /// Rows read at a time.
    private let chunk = 1000

    /// Where reading resumes.
    private enum Position {
        case start
        /// After the row with these key values.
        case after([DatabaseValue])
        /// At the first row whose first key is greater than this.
        case firstKeyAbove(Int64)
    }

    /// Copies the table; returns the number of rows inserted.
    func run() -> Int {
        guard let keys = try? source.read({ db in try keyColumns(db) }), !keys.isEmpty else {
            return 0
        }
        var position = Position.start
        var copied = 0
        while true {
            let (rows, failed) = read(keys: keys, from: position, limit: chunk)
            guard let inserted = try? insert(rows, keyCount: keys.count) else {
                return copied // The fresh file cannot take more (a full disk): stop.
            }
            copied += inserted
            if failed {
                let lastKey: Int64?
                switch (rows.last, position) {
                case let (row?, _): lastKey = Int64.fromDatabaseValue(row[0] as DatabaseValue)
                case let (nil, .after(values)): lastKey = Int64.fromDatabaseValue(values[0])
                case let (nil, .firstKeyAbove(bound)): lastKey = bound
                case (nil, .start): lastKey = Int64.min
                }
                guard let lastKey, let bound = firstReadableBound(after: lastKey, keys: keys) else {
                    return copied
                }
                position = .firstKeyAbove(bound)
            } else if rows.count < chunk {
                return copied
            } else if let last = rows.last {
                position = .after(Array(last.databaseValues.prefix(keys.count)))
            }
        }
    }

    /// The table's key: `rowid`, or the primary-key columns of a `WITHOUT ROWID` table.
    private func keyColumns(_ db: Database) throws -> [String] {
        if (try? db.makeStatement(sql: "SELECT rowid FROM \(table.quotedDatabaseIdentifier)")) != nil {
            return ["rowid"]
        }
        return try String.fetchAll(db, sql: """
            SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk
            """, arguments: [table])
    }

    /// Up to `limit` rows (keys, then columns) from `position`, and whether reading failed.
    private func read(keys: [String], from position: Position, limit: Int) -> (rows: [Row], failed: Bool) {
        let quotedKeys = keys.map(\.quotedDatabaseIdentifier)
        var condition = ""
        var arguments = StatementArguments()
        switch position {
        case .start:
            break
        case let .after(values):
            let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
            condition = "WHERE (\(quotedKeys.joined(separator: ", "))) > (\(placeholders))"
            arguments = StatementArguments(values)
        case let .firstKeyAbove(bound):
            condition = "WHERE \(quotedKeys[0]) > ?"
            arguments = [bound]
        }
        let selected = (quotedKeys + columns.map(\.quotedDatabaseIdentifier)).joined(separator: ", ")
        let sql = """
            SELECT \(selected) FROM \(table.quotedDatabaseIdentifier) \(condition)
            ORDER BY \(quotedKeys.joined(separator: ", ")) LIMIT \(limit)
            """
        var rows: [Row] = []
        do {
            try source.read { db in
                let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
                while let row = try cursor.next() {
                    rows.append(row.copy())
                }
            }
            return (rows, false)
        } catch {
            return (rows, true)
        }
    }

    /// Whether the first row past `bound` (if any) reads.
    private func reads(after bound: Int64, keys: [String]) -> Bool {
        !read(keys: keys, from: .firstKeyAbove(bound), limit: 1).failed
    }

    /// The smallest bound greater than `lastKey` past which reading succeeds; `nil` when
    /// none is (the rest of the table is unreadable).
    private func firstReadableBound(after lastKey: Int64, keys: [String]) -> Int64? {
        // Exponential probing: the first step that reads.
        var failing = lastKey
        var step: Int64 = 1
        var reading: Int64?
        while reading == nil {
            let (probe, overflow) = lastKey.addingReportingOverflow(step)
            if overflow {
                return nil
            }
            if reads(after: probe, keys: keys) {
                reading = probe
            } else {
                failing = probe
                let (doubled, tooBig) = step.multipliedReportingOverflow(by: 2)
                if tooBig {
                    return nil
                }
                step = doubled
            }
        }
        // Bisection between the last failing bound and the first reading one.
        guard var high = reading else { return nil }
        var low = failing
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if reads(after: middle, keys: keys) {
                high = middle
            } else {
                low = middle
            }
        }
        return high
    }

    /// Inserts the rows' columns, skipping rows the fresh schema refuses (a constraint, a
    /// foreign key to a row that was lost); returns how many went in.
    /// - Throws: when the fresh file cannot be written at all.
    private func insert(_ rows: [Row], keyCount: Int) throws -> Int {
        guard !rows.isEmpty else { return 0 }
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        let sql = """
            INSERT OR IGNORE INTO \(table.quotedDatabaseIdentifier) \
            (\(columns.map(\.quotedDatabaseIdentifier).joined(separator: ", "))) VALUES (\(placeholders))
            """
        return try target.write { db in
            let statement = try db.cachedStatement(sql: sql)
            var inserted = 0
            for row in rows {
                do {
                    try statement.execute(arguments: StatementArguments(Array(row.databaseValues.dropFirst(keyCount))))
                    inserted += db.changesCount
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                    continue
                }
            }
            return inserted
        }
    }
}
