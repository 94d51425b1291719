import Foundation
import GRDB

/// The Vitals database: heart-rate samples, their per-day summaries and the medical
/// conditions, in one SQLite file (WAL mode, file mode 0600).
///
/// Open it with ``open(at:options:)``; it never fails for reasons the user can fix. Instead
/// ``access`` says whether it could be opened for writing, and ``recoveredBackup`` whether a
/// damaged file was moved aside. Every method may be called from any thread; reads run
/// concurrently with a write (an import does not block the day list).
public final class VitalsStore: Sendable {
    /// How the store opens its database.
    public struct Options: Sendable {
        /// How long a write waits for another program's write lock before giving up with
        /// ``StoreError/databaseLocked(database:)``.
        public var busyTimeout: TimeInterval
        /// The time zone a new database counts its days in; `nil` for the system's, looked
        /// up only when a database needs one (it costs ICU work at start). An existing
        /// database keeps the one recorded when it was created, so a sample never moves to
        /// another day.
        public var timeZone: TimeZone?

        /// Options with a 3-second lock timeout and the system's time zone.
        public init(busyTimeout: TimeInterval = 3, timeZone: TimeZone? = nil) {
            self.busyTimeout = busyTimeout
            self.timeZone = timeZone
        }

        /// The time zone a new database counts its days in.
        var newDatabaseTimeZone: TimeZone { timeZone ?? .current }
    }

    /// The database file.
    public let database: URL
    /// Whether changes are possible, and why not.
    public let access: StoreAccess
    /// The damaged file moved aside while opening, if there was one: tell the user.
    public let recoveredBackup: CorruptDatabaseBackup?
    /// The time zone whose calendar days group the samples.
    public let timeZone: TimeZone
    /// The calendar (Gregorian, in ``timeZone``) that days are counted in: made once, as
    /// every day's range asks it (a list row reads its day's hourly means when it shows).
    public let calendar: Calendar

    let writer: any DatabaseWriter

    init(writer: any DatabaseWriter, database: URL, access: StoreAccess, timeZone: TimeZone,
         recoveredBackup: CorruptDatabaseBackup?) {
        self.writer = writer
        self.database = database
        self.access = access
        self.timeZone = timeZone
        calendar = DayClock(timeZone: timeZone).calendar
        self.recoveredBackup = recoveredBackup
    }

    /// Opens (creating if needed) the database at `database`, by default
    /// ``StoreLocation/defaultDatabase(environment:)``.
    ///
    /// - A folder or file that cannot be written: the store opens read-only
    ///   (``StoreAccess/readOnly(reason:)``), or empty (``StoreAccess/unavailable(reason:)``)
    ///   when there is nothing to read.
    /// - A database another program is writing: read-only, with
    ///   ``StoreError/databaseLocked(database:)`` as the reason.
    /// - A damaged file: moved aside to a timestamped backup, reported in
    ///   ``recoveredBackup``, and a fresh database created.
    ///
    /// - Throws: ``StoreError`` only if not even an empty in-memory store can be made.
    public static func open(
        at database: URL = StoreLocation.defaultDatabase(), options: Options = Options()
    ) throws -> VitalsStore {
        try StoreOpener(database: database.standardizedFileURL, options: options).open()
    }

    /// Whether changes are refused (see ``access``).
    public var isReadOnly: Bool { access.reason != nil }

    /// Runs `updates` in one transaction; throws the access reason when read-only, and maps
    /// SQLite failures to ``StoreError`` — noting damage for the next open to recover, and
    /// giving back the disk space of a write that filled the disk. Other errors `updates` throws pass through, after
    /// the transaction is rolled back.
    func write<T>(_ updates: (Database) throws -> T) throws -> T {
        if let reason = access.reason {
            throw reason
        }
        do {
            return try writer.write(updates)
        } catch let error as DatabaseError {
            noteDamage(error)
            if error.resultCode == .SQLITE_FULL {
                reclaimAfterFailedWrite()
            }
            throw StoreError(error, database: database)
        }
    }

    /// Runs `value` on a consistent snapshot, mapping SQLite failures to ``StoreError``.
    func read<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(value)
        } catch let error as DatabaseError {
            noteDamage(error)
            throw StoreError(error, database: database)
        }
    }

    /// Runs `value`, which reads with one statement, mapping SQLite failures to
    /// ``StoreError``. A statement sees one consistent state of the database by itself, so
    /// this skips the transaction that ``read(_:)`` opens: for small reads made often (a
    /// day's sparkline, for each row the day list binds) its BEGIN and COMMIT cost more than
    /// the read.
    func readStatement<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            return try writer.unsafeRead(value)
        } catch let error as DatabaseError {
            noteDamage(error)
            throw StoreError(error, database: database)
        }
    }
}
