import Foundation
import GRDB

extension VitalsStore {
    /// Checks the database file for damage; returns SQLite's description of each problem
    /// found, none when the file is sound.
    ///
    /// Damage found here (or met by any operation, see ``noteDamage(_:)``) is recorded beside
    /// the file, and the next ``open(at:options:)`` moves the file aside and copies what can
    /// still be read into a fresh database.
    ///
    /// - Parameter thorough: `PRAGMA integrity_check` (also compares every index with its
    ///   table; several times slower) when `true`, else `PRAGMA quick_check` (about 10 ms a MiB).
    ///   Both read the whole file: run them off the main thread.
    /// - Throws: ``StoreError`` when the file cannot be read for another reason.
    public func checkIntegrity(thorough: Bool = true) throws -> [String] {
        let pragma = thorough ? "PRAGMA integrity_check" : "PRAGMA quick_check"
        let problems: [String]
        do {
            problems = try writer.read { db in try String.fetchAll(db, sql: pragma) }
        } catch let error as DatabaseError where Self.isDamage(error) {
            noteDamage(error)
            return [error.message ?? "\(error.resultCode)"]
        } catch let error as DatabaseError {
            throw StoreError(error, database: database)
        }
        if problems == ["ok"] {
            return []
        }
        DatabaseFile(database).recordDamage()
        return problems
    }

    /// Records that the file is damaged when `error` says so (SQLITE_CORRUPT, SQLITE_NOTADB),
    /// so that the next open recovers it. Call it with every SQLite error an operation meets.
    func noteDamage(_ error: DatabaseError) {
        guard Self.isDamage(error) else { return }
        if case .databaseFromNewerVersion = access.reason { return } // never touched
        DatabaseFile(database).recordDamage()
    }

    /// Whether `error` means the file is damaged.
    static func isDamage(_ error: DatabaseError) -> Bool {
        [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }
}
