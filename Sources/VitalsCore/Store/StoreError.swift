import Foundation
import GRDB
import Localization

/// Why the store cannot do what was asked, with a message that says what to do about it.
///
/// Every error the store throws for storage reasons is one of these (import errors are
/// ``ImportError``); ``message`` is meant to be shown to the user as is.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The folder that holds the database cannot be created or written.
    case dataDirectoryUnavailable(directory: URL, reason: String)
    /// The database file exists but cannot be read.
    case databaseUnreadable(database: URL, reason: String)
    /// The database file can be read but not written (its permissions, or its folder's).
    case databaseReadOnly(database: URL, reason: String)
    /// Another program holds the database's write lock.
    case databaseLocked(database: URL)
    /// The file is not an SQLite database, or is damaged.
    case databaseCorrupt(database: URL)
    /// The disk is full.
    case diskFull(database: URL)
    /// The database was made by a newer Vitals (it has these migrations this build does not
    /// know): it is opened read-only and never changed.
    case databaseFromNewerVersion(database: URL, schema: String)
    /// Any other failure of the database, with SQLite's explanation.
    case databaseFailed(database: URL, reason: String)
    /// A sample that cannot be stored (see ``HeartRateSample/implausibility``).
    case implausibleSample(reason: String)

    /// What happened and what to do, in a sentence or two.
    public var message: String {
        switch self {
        case let .dataDirectoryUnavailable(directory, reason) where Self.isReadOnlyFileSystem(directory, reason):
            return String(localized: """
                Vitals cannot create its database in \(directory.path): the file system there is read-only. \
                Choose a database file on another file system with --database or VITALS_DATABASE.
                """)
        case let .dataDirectoryUnavailable(directory, reason):
            return String(localized: """
                Vitals cannot create its database in \(directory.path) (\(reason)). Make that folder writable \
                (chmod u+w), or choose another database file with --database or VITALS_DATABASE.
                """)
        case let .databaseUnreadable(database, reason):
            return String(localized: """
                Vitals cannot read \(database.path) (\(reason)). Make it readable and writable by you \
                (chmod u+rw), or choose another database file with --database or VITALS_DATABASE.
                """)
        case let .databaseReadOnly(database, reason) where Self.isReadOnlyFileSystem(database, reason):
            return String(localized: """
                Vitals can read but not change \(database.path): the file system it is on is read-only. \
                To make changes, choose a database file on another file system with --database or VITALS_DATABASE.
                """)
        case let .databaseReadOnly(database, reason):
            return String(localized: """
                Vitals can read but not change \(database.path) (\(reason)). \
                Make the file and its folder writable by you (chmod u+w) to make changes.
                """)
        case let .databaseLocked(database):
            return String(localized: """
                Another program is changing \(database.path) (perhaps another Vitals). Close it, then try again.
                """)
        case let .databaseCorrupt(database):
            return String(localized: """
                \(database.path) is damaged or is not a Vitals database. The next time Vitals opens it, \
                it moves it aside and copies what it can still read into a fresh database.
                """)
        case let .diskFull(database):
            return String(localized: "The disk holding \(database.path) is full. Free some space, then try again.")
        case let .databaseFromNewerVersion(database, schema):
            return String(localized: """
                \(database.path) was made by a newer Vitals (schema \(schema)); this version cannot change it. \
                Use that newer Vitals, or choose another database file with --database or VITALS_DATABASE.
                """)
        case let .databaseFailed(database, reason):
            return String(localized: "The database \(database.path) failed: \(reason).")
        case let .implausibleSample(reason):
            return String(localized: "This sample cannot be stored: \(reason).")
        }
    }

    public var description: String { message }
    public var errorDescription: String? { message }

    /// Whether `reason` is the system's “read-only file system” (EROFS), or `url` (or the
    /// nearest folder above it that exists) is on a file system mounted read-only: then no
    /// change of permissions helps.
    private static func isReadOnlyFileSystem(_ url: URL, _ reason: String) -> Bool {
        if reason.localizedCaseInsensitiveContains(String(cString: strerror(EROFS))) {
            return true
        }
        var path = url.path
        while true {
            var info = statvfs()
            if statvfs(path, &info) == 0 {
                return info.f_flag & UInt(ST_RDONLY) != 0
            }
            let parent = (path as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != path else { return false }
            path = parent
        }
    }
}

extension StoreError {
    /// The store error for a failure of SQLite on `database`.
    init(_ error: DatabaseError, database: URL) {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .databaseLocked(database: database)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
            self = .databaseReadOnly(database: database, reason: error.message ?? "\(error.resultCode)")
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            self = .databaseCorrupt(database: database)
        case .SQLITE_FULL:
            self = .diskFull(database: database)
        default:
            self = .databaseFailed(database: database, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// Whether the file is damaged (and may be moved aside).
    var isCorruption: Bool {
        if case .databaseCorrupt = self { return true }
        return false
    }
}
