import GRDB

extension VitalsStore {
    /// SQLite's `data_version` of the store's writing connection, given to `completion` on
    /// a database queue (`nil` when it cannot be read). It changes whenever another
    /// connection commits — another program, such as `vitals import` — and never for this
    /// store's own writes, so a change means the data changed underneath. The caller never
    /// waits: the reading queues behind a write in progress.
    public func readDataVersion(_ completion: @escaping @Sendable (Int?) -> Void) {
        writer.asyncWriteWithoutTransaction { db in
            completion(try? Int.fetchOne(db, sql: "PRAGMA data_version"))
        }
    }
}
