import Foundation
import Glibc
import GRDB

/// Opens a ``VitalsStore`` the way ``VitalsStore/open(at:options:)`` promises: read-write
/// when it can; otherwise read-only, or empty, with the reason; a damaged file moved aside.
struct StoreOpener {
    let database: URL
    let options: VitalsStore.Options

    private var directory: URL { database.deletingLastPathComponent() }

    func open() throws -> VitalsStore {
        do {
            try prepareFile()
        } catch let reason as StoreError {
            return try emptyStore(reason: reason)
        }
        do {
            return try openReadWrite(recoveredBackup: nil)
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
        if stat(database.path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw StoreError.databaseFailed(database: database, reason: "it is a folder")
            }
            if access(database.path, R_OK) != 0 {
                throw StoreError.databaseUnreadable(database: database, reason: String(cString: strerror(errno)))
            }
            if status.st_mode & 0o077 != 0, status.st_uid == geteuid() {
                _ = chmod(database.path, 0o600)
            }
            return
        }
        let descriptor = Glibc.open(database.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
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
            }
        }
        return configuration
    }

    /// Read-write in WAL mode, migrated; read-only if another program holds the write lock.
    private func openReadWrite(recoveredBackup: CorruptDatabaseBackup?) throws -> VitalsStore {
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: database.path, configuration: configuration)
        } catch let error as DatabaseError {
            throw StoreError(error, database: database)
        }
        do {
            _ = try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            var access = StoreAccess.readWrite
            do {
                try pool.writeWithoutTransaction { db in
                    try db.execute(sql: "BEGIN IMMEDIATE; ROLLBACK")
                }
                try Schema.migrator.migrate(pool)
                try pool.write { db in
                    // The system time zone is looked up (ICU work) only for a new database.
                    let stored = try String.fetchOne(db, sql: "SELECT value FROM metadata WHERE key = 'timeZone'")
                    guard stored == nil else { return }
                    try db.execute(
                        sql: "INSERT INTO metadata (key, value) VALUES ('timeZone', ?)",
                        arguments: [options.newDatabaseTimeZone.identifier])
                }
            } catch let error as DatabaseError
                where [.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_READONLY].contains(error.resultCode) {
                access = .readOnly(reason: StoreError(error, database: database))
            }
            return try store(on: pool, access: access, recoveredBackup: recoveredBackup)
        } catch let error as DatabaseError {
            try? pool.close()
            throw StoreError(error, database: database)
        } catch {
            try? pool.close()
            throw error
        }
    }

    /// Read-only: plain, else immutable (a WAL database in a folder where SQLite cannot
    /// create its shared-memory file); empty when neither works.
    private func openReadOnly(reason: StoreError) throws -> VitalsStore {
        var configuration = configuration
        configuration.readonly = true
        let immutable = database.absoluteString + "?immutable=1"
        for path in [database.path, immutable] {
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
                    database: database, reason: "its tables are missing")
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

    /// Moves the damaged file (and its WAL) aside and opens a fresh database.
    private func recover() throws -> VitalsStore {
        let corrupt = StoreError.databaseCorrupt(database: database)
        guard let backup = moveAside() else {
            return try emptyStore(reason: corrupt)
        }
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
        let base = database.deletingPathExtension().lastPathComponent
        let suffix = database.pathExtension.isEmpty ? "" : "." + database.pathExtension
        for attempt in 1...100 {
            let counter = attempt == 1 ? "" : "-\(attempt)"
            let backup = directory.appendingPathComponent("\(base).corrupt-\(stamp)\(counter)\(suffix)")
            guard !FileManager.default.fileExists(atPath: backup.path) else { continue }
            guard rename(database.path, backup.path) == 0 else { return nil }
            _ = rename(database.path + "-wal", backup.path + "-wal")
            _ = unlink(database.path + "-shm")
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
                throw StoreError.dataDirectoryUnavailable(directory: folder, reason: "it is not a folder")
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
