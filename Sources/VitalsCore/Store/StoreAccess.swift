import Foundation
import Localization

/// What the store may do with its database, decided when it opens.
public enum StoreAccess: Sendable, Hashable {
    /// Reads and writes.
    case readWrite
    /// The database's data can be read, but every change throws `reason`.
    case readOnly(reason: StoreError)
    /// Nothing could be opened: the store is empty, and every change throws `reason`.
    case unavailable(reason: StoreError)

    /// Why changes are refused, or `nil` when they are not.
    public var reason: StoreError? {
        switch self {
        case .readWrite: nil
        case let .readOnly(reason), let .unavailable(reason): reason
        }
    }
}

/// A damaged database file the store moved aside before creating a fresh one.
public struct CorruptDatabaseBackup: Sendable, Hashable {
    /// Where the damaged file was.
    public let database: URL
    /// Where it is now.
    public let backup: URL
    /// How many rows (samples, days, conditions, settings) could still be read from it and
    /// were copied into the new database.
    public internal(set) var recoveredRows = 0

    /// What to tell the user.
    public var message: String {
        if recoveredRows > 0 {
            return String(localized: """
                \(database.path) was damaged. Vitals moved it to \(backup.path) and copied what it could still \
                read (\(recoveredRows) rows) into a new database; what was in the damaged parts is lost. \
                Import that data again, or keep the damaged file for recovery.
                """)
        }
        return String(localized: """
            \(database.path) was damaged. Vitals moved it to \(backup.path) and started a new, empty database. \
            Import your data again, or keep the damaged file for recovery.
            """)
    }
}
