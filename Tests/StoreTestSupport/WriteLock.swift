import Foundation
import GRDB

/// A second connection that holds `database`'s write lock (an open `BEGIN IMMEDIATE`) until
/// released, as another program writing would.
public struct WriteLock {
    private let connection: DatabaseQueue

    public init(on database: URL) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        connection = try DatabaseQueue(path: database.path, configuration: configuration)
        try connection.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    }

    public func release() {
        try? connection.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    }
}
