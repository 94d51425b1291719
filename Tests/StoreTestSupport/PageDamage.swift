import Foundation
import GRDB

/// Damages a database file the way a failing disk does: a whole page of random bytes.
public enum PageDamage {
    /// The tables that hold the samples (schema version 2, version 1).
    public static let sampleTables = ["sampleBlock", "sample"]

    /// Checkpoints `database` (so that its WAL is in the file), then overwrites a leaf page
    /// in the middle of the first of `tables` it has (of its largest table when none);
    /// returns that page's number (1-based).
    @discardableResult
    public static func damageLargestTable(of database: URL, preferring tables: [String] = sampleTables) throws -> Int {
        let queue = try DatabaseQueue(path: database.path)
        let (page, pageSize) = try queue.writeWithoutTransaction { db -> (Int, Int) in
            _ = try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            let largest = try String.fetchOne(db, sql: """
                SELECT dbstat.name FROM dbstat JOIN sqlite_master ON sqlite_master.name = dbstat.name
                WHERE sqlite_master.type = 'table' AND dbstat.name NOT LIKE 'sqlite_%'
                GROUP BY dbstat.name ORDER BY count(*) DESC LIMIT 1
                """)
            let name = try tables.first { try db.tableExists($0) } ?? largest
            let pages = try Int.fetchAll(db, sql: """
                SELECT pageno FROM dbstat WHERE pagetype = 'leaf' AND name = ? ORDER BY pageno
                """, arguments: [name])
            let size = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
            return (pages[pages.count / 2], size)
        }
        try queue.close()
        try overwrite(page: page, pageSize: pageSize, of: database)
        return page
    }

    /// Writes random bytes over page `page` (1-based) of `file`.
    public static func overwrite(page: Int, pageSize: Int = 4096, of file: URL) throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = Data((0..<pageSize).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let handle = try FileHandle(forWritingTo: file)
        try handle.seek(toOffset: UInt64((page - 1) * pageSize))
        try handle.write(contentsOf: bytes)
        try handle.close()
    }
}
