import Foundation
import GRDB

extension VitalsStore {
    /// Gives back the disk space a failed write transaction took: its pages stay in the WAL
    /// (the file does not shrink when the transaction rolls back), so after SQLITE_FULL the
    /// disk would stay full. Holding the write lock, cuts them off the WAL (see ``WALTail``),
    /// then checkpoints the committed pages into the database and truncates the WAL to zero
    /// bytes. Best effort: a reader still open in another program keeps the WAL.
    ///
    /// Call it after a write failed with a full disk, outside any transaction of this store.
    func reclaimAfterFailedWrite() {
        guard case .readWrite = access else { return }
        let wal = WALTail(wal: URL(fileURLWithPath: DatabaseFile(database).file.path + "-wal"))
        try? writer.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                wal.cut()
                return .rollback
            }
            _ = try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }
}
