import Foundation
import GRDB

/// Copies what can still be read from a damaged database into a fresh, migrated one: every
/// table the two share, the columns they share, row by row in key order, skipping the rows
/// (and pages) that fail to read and the rows the fresh schema refuses.
///
/// The damaged file is opened read-only and never changed. Tables are read through their
/// own B-tree (rowid, or the primary key of a `WITHOUT ROWID` table), not through indexes,
/// so a damaged index loses nothing; when a page fails, reading resumes at the first key
/// past it (found by probing, see ``TableSalvage``).
struct DatabaseRecovery {
    /// The damaged file.
    let damaged: URL

    /// Copies into `target`; returns the number of rows copied (0 when nothing is readable).
    func copy(into target: any DatabaseWriter) -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "Vitals recovery"
        guard let source = try? DatabaseQueue(path: damaged.path, configuration: configuration) else {
            return 0
        }
        defer {
            try? source.close()
            _ = unlink(damaged.path + "-shm") // The reader's index; the backup keeps its WAL.
        }
        guard let tables = try? source.read({ db in try Self.tableNames(db) }),
              let targetTables = try? target.read({ db in try Self.tableNames(db) }),
              let order = try? target.read({ db in try Self.dependencyOrder(Set(targetTables), db) })
        else {
            return 0
        }
        var copied = 0
        for table in order where tables.contains(table) {
            guard let columns = try? Self.sharedColumns(table, source: source, target: target),
                  !columns.isEmpty
            else { continue }
            copied += TableSalvage(table: table, columns: columns, source: source, target: target).run()
        }
        return copied
    }

    /// The user tables (GRDB's migration record aside: the fresh file has its own).
    static func tableNames(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
            ORDER BY name
            """)
    }

    /// `tables` ordered so that a table comes after the tables its foreign keys refer to
    /// (cycles broken by name), so that rows referring to copied rows are accepted.
    static func dependencyOrder(_ tables: Set<String>, _ db: Database) throws -> [String] {
        var references: [String: Set<String>] = [:]
        for table in tables {
            let parents = try String.fetchAll(
                db, sql: "SELECT \"table\" FROM pragma_foreign_key_list(?)", arguments: [table])
            references[table] = Set(parents).intersection(tables).subtracting([table])
        }
        var ordered: [String] = []
        var remaining = tables
        while !remaining.isEmpty {
            let ready = remaining.filter { references[$0, default: []].isSubset(of: Set(ordered)) }.sorted()
            let next = ready.isEmpty ? [remaining.sorted()[0]] : ready
            ordered += next
            remaining.subtract(next)
        }
        return ordered
    }

    /// The columns `table` has in both files, in the fresh file's order.
    static func sharedColumns(_ table: String, source: DatabaseQueue, target: any DatabaseWriter) throws -> [String] {
        let sql = "SELECT name FROM pragma_table_info(?)"
        let old = Set(try source.read { db in try String.fetchAll(db, sql: sql, arguments: [table]) })
        return try target.read { db in try String.fetchAll(db, sql: sql, arguments: [table]) }
            .filter(old.contains)
    }
}
