import Foundation
import Glibc
import GRDB
import Localization

/// Opens a ``VitalsStore`` the way ``VitalsStore/open(at:options:)`` promises: read-write
/// when it can; otherwise read-only, or empty, with the reason; a damaged file moved aside
/// and what could be read of it copied into a fresh one.
///
/// The path may be a symbolic link: the file it names is opened, created, or moved aside,
/// and the link left in place.
struct StoreOpener {
    let database: URL
    let options: VitalsStore.Options

    /// Files up to this size (database and WAL) get `PRAGMA quick_check` at every open:
    /// it reads every page (about 10 ms a MiB here, 1 s for 100 MiB), too slow for a large file at each start.
    /// Damage in a larger file is found when an operation meets it (see
    /// ``VitalsStore/noteDamage(_:)``) or by ``VitalsStore/checkIntegrity(thorough:)``, and
    /// the next open recovers it.
    static let quickCheckLimit = 1 << 20

    init(database: URL, options: VitalsStore.Options) {
        self.database = database
        self.options = options
        location = DatabaseFile(database)
    }

    /// The database's files, links followed.
    private let location: DatabaseFile
    /// The file SQLite opens.
    private var file: URL { location.file }
    private var directory: URL { location.directory }

    func open() throws -> VitalsStore {
        do {
            try prepareFile()
        } catch let reason as StoreError {
            return try emptyStore(reason: reason)
        }
        if location.isRecordedDamaged {
            return try recover()
        }
        do {
            return try openReadWriteWaiting()
        } catch let error as StoreError where error.isCorruption {
            return try recover()
        } catch let error as StoreError {
            return try openReadOnly(reason: error)
        } catch {
            return try openReadOnly(reason: .databaseFailed(database: database, reason: "\(error)"))
        }
    }

    // MARK: - The file

    /// Creates the folder (0700) and an empty file (0600) so that SQLite never creates the
    /// database with looser permissions; tightens an existing file that is readable by others.
    private func prepareFile() throws {
        try createDirectory(directory)
        var status = stat()
        if stat(file.path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw StoreError.databaseFailed(database: database, reason: String(localized: "it is a folder"))
            }
            if access(file.path, R_OK) != 0 {
                throw StoreError.databaseUnreadable(database: database, reason: String(cString: strerror(errno)))
            }
            if status.st_mode & 0o077 != 0, status.st_uid == geteuid() {
                _ = chmod(file.path, 0o600)
            }
            return
        }
        let descriptor = Glibc.open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 && errno != EEXIST {
            throw StoreError.dataDirectoryUnavailable(
                directory: directory, reason: String(cString: strerror(errno)))
        }
        if descriptor >= 0 {
            close(descriptor)
        }
    }

    // MARK: - Opening

    private var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(options.busyTimeout)
        configuration.label = "Vitals"
        configuration.prepareDatabase { db in
            // In WAL mode, synchronous=NORMAL keeps the file consistent through a crash (a power
            // cut may lose the last commits) and spares an fsync per commit.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            if !db.configuration.readonly {
                // 16 MiB of page cache for the writer: an import touches two B-trees.
                try db.execute(sql: "PRAGMA cache_size = -16384")
                // A WAL that a big import grew is cut back to 4 MiB when it restarts.
                try db.execute(sql: "PRAGMA journal_size_limit = 4194304")
            }
        }
        return configuration
    }

    /// Read-write in WAL mode, migrated; read-only if another program holds the write lock,
    /// or the file was made by a newer Vitals. With `recoveredBackup`, the rows that can be
    /// read from that damaged file are copied into the fresh one first.
    private func openReadWrite(recoveredBackup: CorruptDatabaseBackup?) throws -> VitalsStore {
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: file.path, configuration: configuration)
        } catch let error as DatabaseError {
            throw StoreError(error, database: database)
        }
        do {
            try pool.read { db in try check(db) }
            var access = StoreAccess.readWrite
            var backup = recoveredBackup
            do {
                try pool.writeWithoutTransaction { db in
                    try db.execute(sql: "BEGIN IMMEDIATE; ROLLBACK")
                }
                try migrate(pool)
                if let damaged = backup?.backup {
                    backup?.recoveredRows = DatabaseRecovery(damaged: damaged).copy(into: pool)
                }
                try pool.write { db in
                    // The system time zone is looked up (ICU work) only for a new database.
                    let stored = try String.fetchOne(db, sql: "SELECT value FROM metadata WHERE key = 'timeZone'")
                    guard stored == nil else { return }
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO metadata (key, value) VALUES ('timeZone', ?)",
                        arguments: [options.newDatabaseTimeZone.identifier])
                }
            } catch let error as DatabaseError
                where [.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_READONLY].contains(error.resultCode) {
                access = .readOnly(reason: StoreError(error, database: database))
            }
            let store = try store(on: pool, access: access, recoveredBackup: backup)
            if backup != nil {
                // The figures copied from the damaged file may be stale or partial: recount
                // them from the samples copied (an error leaves what was copied).
                try? store.rebuildFigures()
            }
            return store
        } catch let error as DatabaseError {
            try? pool.close()
            throw StoreError(error, database: database)
        } catch {
            try? pool.close()
            throw error
        }
    }

    /// ``openReadWrite(recoveredBackup:)``, tried again for up to the busy timeout while it
    /// fails to open at all because another program is busy with the file: SQLite does not
    /// wait (its busy handler is not called) while another connection sets up WAL mode or
    /// recovers the WAL index, which happens when two programs open a new file at once.
    /// (A write lock held for long is not this: the store then opens read-only.)
    private func openReadWriteWaiting() throws -> VitalsStore {
        let deadline = Date(timeIntervalSinceNow: max(options.busyTimeout, 3))
        while true {
            do {
                return try openReadWrite(recoveredBackup: nil)
            } catch StoreError.databaseLocked where Date() < deadline {
                usleep(useconds_t.random(in: 2_000...20_000))
            }
        }
    }

    /// Refuses a file made by a newer Vitals; checks a small file for damage.
    /// - Throws: ``StoreError/databaseFromNewerVersion(database:schema:)``,
    ///   ``StoreError/databaseCorrupt(database:)``.
    private func check(_ db: Database) throws {
        _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
        let known = Set(Schema.migrator.migrations)
        let unknown = try Schema.migrator.appliedIdentifiers(db).subtracting(known)
        if !unknown.isEmpty {
            throw StoreError.databaseFromNewerVersion(database: database, schema: unknown.sorted().joined(separator: ", "))
        }
        let size = (location.size ?? 0) + (DatabaseFile(URL(fileURLWithPath: file.path + "-wal")).size ?? 0)
        if size <= Self.quickCheckLimit {
            let problems = try String.fetchAll(db, sql: "PRAGMA quick_check")
            if problems != ["ok"] {
                throw StoreError.databaseCorrupt(database: database)
            }
        }
    }

    /// Applies the migrations this file lacks. Two programs that open a new file at once
    /// both see none applied; the second's migration then fails (the tables exist), and is
    /// retried once the migrations it sees applied have changed.
    private func migrate(_ pool: DatabasePool) throws {
        var attempt = 0
        while true {
            let before = try pool.read { db in try Schema.migrator.appliedIdentifiers(db) }
            do {
                try Schema.migrator.migrate(pool)
                return
            } catch let error as DatabaseError {
                attempt += 1
                let after = try pool.read { db in try Schema.migrator.appliedIdentifiers(db) }
                guard after != before, attempt < 5 else { throw error }
            }
        }
    }

    /// Read-only: plain, else immutable (a WAL database in a folder where SQLite cannot
    /// create its shared-memory file); empty when neither works.
    private func openReadOnly(reason: StoreError) throws -> VitalsStore {
        var configuration = configuration
        configuration.readonly = true
        let immutable = file.absoluteString + "?immutable=1"
        for path in [file.path, immutable] {
            guard let queue = try? DatabaseQueue(path: path, configuration: configuration) else {
                continue
            }
            do {
                return try store(on: queue, access: .readOnly(reason: reason), recoveredBackup: nil)
            } catch {
                try? queue.close()
            }
        }
        return try emptyStore(reason: reason)
    }

    /// The store over an opened database; throws when a read-only database lacks the schema.
    private func store(
        on writer: any DatabaseWriter, access: StoreAccess, recoveredBackup: CorruptDatabaseBackup?
    ) throws -> VitalsStore {
        let timeZone = try writer.read { db -> TimeZone in
            guard try Schema.migrator.hasCompletedMigrations(db) else {
                // Not set up (or set up by an older Vitals) and not writable now.
                throw access.reason ?? StoreError.databaseFailed(
                    database: database, reason: String(localized: "its tables are missing"))
            }
            let identifier = try String.fetchOne(
                db, sql: "SELECT value FROM metadata WHERE key = 'timeZone'")
            return identifier.flatMap(TimeZone.init(identifier:)) ?? options.newDatabaseTimeZone
        }
        return VitalsStore(writer: writer, database: database, access: access,
                           timeZone: timeZone, recoveredBackup: recoveredBackup)
    }

    /// An empty in-memory store that refuses changes with `reason`.
    private func emptyStore(reason: StoreError) throws -> VitalsStore {
        do {
            let queue = try DatabaseQueue()
            try Schema.migrator.migrate(queue)
            return VitalsStore(writer: queue, database: database, access: .unavailable(reason: reason),
                               timeZone: options.newDatabaseTimeZone, recoveredBackup: nil)
        } catch let error as DatabaseError {
            throw StoreError(error, database: database)
        }
    }

    // MARK: - Damaged files

    /// Moves the damaged file (and its WAL) aside and opens a fresh database with what could
    /// be read from it; read-only (or empty) with the damage as the reason when the file
    /// cannot be moved.
    private func recover() throws -> VitalsStore {
        let corrupt = StoreError.databaseCorrupt(database: database)
        guard let backup = moveAside() else {
            return try openReadOnly(reason: corrupt)
        }
        location.clearDamageRecord()
        let recovered = CorruptDatabaseBackup(database: database, backup: backup)
        do {
            try prepareFile()
            return try openReadWrite(recoveredBackup: recovered)
        } catch let reason as StoreError {
            return try emptyStore(reason: reason)
        }
    }

    /// Renames the database to `NAME.corrupt-YYYYMMDD-HHMMSS.EXT` (with `-2`, `-3`… if taken),
    /// its WAL alongside; deletes the shared-memory index. `nil` when the rename fails.
    private func moveAside() -> URL? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = formatter.string(from: Date())
        let base = file.deletingPathExtension().lastPathComponent
        let suffix = file.pathExtension.isEmpty ? "" : "." + file.pathExtension
        for attempt in 1...100 {
            let counter = attempt == 1 ? "" : "-\(attempt)"
            let backup = directory.appendingPathComponent("\(base).corrupt-\(stamp)\(counter)\(suffix)")
            guard !FileManager.default.fileExists(atPath: backup.path) else { continue }
            guard rename(file.path, backup.path) == 0 else { return nil }
            _ = rename(file.path + "-wal", backup.path + "-wal")
            _ = unlink(file.path + "-shm")
            return backup
        }
        return nil
    }

    /// Creates `folder` and its missing parents with mode 0700, as the XDG Base Directory
    /// specification asks.
    private func createDirectory(_ folder: URL) throws {
        var status = stat()
        if stat(folder.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw StoreError.dataDirectoryUnavailable(directory: folder, reason: String(localized: """
                    it is not a folder
                    """))
            }
            return
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path {
            try createDirectory(parent)
        }
        if mkdir(folder.path, 0o700) != 0 && errno != EEXIST {
            throw StoreError.dataDirectoryUnavailable(directory: folder, reason: String(cString: strerror(errno)))
        }
    }
}
