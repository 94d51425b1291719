import Foundation
import GRDB
import Testing
@testable import VitalsCore
import StoreTestSupport

/// Where the database lives and what happens when it cannot be used as is.
@Suite struct StoreOpeningTests {
    @Test func theDatabaseIsInXDGDataHomeThenInHome() {
        #expect(StoreLocation.defaultDatabase(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).path
                == "/data/vitals/vitals.sqlite")
        // A relative XDG_DATA_HOME is ignored, as the XDG specification says.
        #expect(StoreLocation.defaultDatabase(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/a"]).path
                == "/home/a/.local/share/vitals/vitals.sqlite")
        #expect(StoreLocation.defaultDatabase(environment: ["HOME": "/home/a"]).path
                == "/home/a/.local/share/vitals/vitals.sqlite")
        #expect(StoreLocation.defaultDatabase(environment: ["VITALS_DATABASE": "/x/y.sqlite", "XDG_DATA_HOME": "/data"]).path
                == "/x/y.sqlite")
    }

    @Test func aNewDatabaseIsPrivateInWALModeAndMigrated() throws {
        let directory = try TemporaryDirectory()
        let database = directory.url.appendingPathComponent("deeper/vitals/vitals.sqlite")
        let store = try VitalsStore.open(at: database, options: .init(timeZone: utc))
        #expect(store.access == .readWrite)
        #expect(store.recoveredBackup == nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: database.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: database.deletingLastPathComponent().path)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        let mode = try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        let (migrated, indexes) = try store.writer.read { db in
            (try Schema.migrator.hasCompletedMigrations(db), try db.indexes(on: "sampleBlock"))
        }
        #expect(migrated)
        #expect(indexes.contains { $0.columns == ["sourceId", "start"] })
        // The WAL file SQLite creates next to it is private too.
        try store.insertSamples([sample(march15(), 60)])
        let wal = try FileManager.default.attributesOfItem(atPath: database.path + "-wal")
        #expect((wal[.posixPermissions] as? Int) == 0o600)
    }

    @Test func anExistingFileReadableByOthersIsMadePrivate() throws {
        let directory = try TemporaryDirectory()
        let database = directory.file("vitals.sqlite")
        _ = try makeStore(in: directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database.path)
        _ = try makeStore(in: directory)
        let attributes = try FileManager.default.attributesOfItem(atPath: database.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func reopeningKeepsTheDataAndTheTimeZoneTheDaysWereCountedIn() throws {
        let directory = try TemporaryDirectory()
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        try makeStore(in: directory, timeZone: tokyo).insertSamples([sample(march15(20 * 3600), 70)])
        let reopened = try makeStore(in: directory, timeZone: utc)
        #expect(reopened.timeZone.identifier == "Asia/Tokyo")
        // 20:00 UTC is 05:00 the next morning in Tokyo.
        #expect(try reopened.daySummaries().map(\.day) == [CalendarDay(year: 2024, month: 3, day: 16)])
    }

    @Test func aDamagedFileIsMovedAsideAndAFreshDatabaseCreated() throws {
        let directory = try TemporaryDirectory()
        let database = directory.file("vitals.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: database)

        let store = try makeStore(in: directory)
        let backup = try #require(store.recoveredBackup)
        #expect(store.access == .readWrite)
        #expect(backup.database == database)
        #expect(backup.backup.lastPathComponent.hasPrefix("vitals.corrupt-"))
        #expect(backup.backup.pathExtension == "sqlite")
        #expect(try Data(contentsOf: backup.backup) == garbage, "the damaged file is kept, unchanged")
        #expect(backup.message.contains(backup.backup.path))
        // The fresh database works.
        try store.insertSamples([sample(march15(), 60)])
        #expect(try store.sampleCount() == 1)
        // Opening again finds nothing to recover.
        #expect(try makeStore(in: directory).recoveredBackup == nil)
    }

    @Test func aDamagedFileTwiceGetsTwoBackups() throws {
        let directory = try TemporaryDirectory()
        var backups: [URL] = []
        for _ in 0..<2 {
            try Data(repeating: 0x41, count: 4096).write(to: directory.file("vitals.sqlite"))
            backups.append(try #require(try makeStore(in: directory).recoveredBackup).backup)
        }
        #expect(Set(backups).count == 2)
        #expect(backups.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    }

    @Test func aDatabaseLockedByAnotherConnectionOpensReadOnly() throws {
        let directory = try TemporaryDirectory()
        let database = directory.file("vitals.sqlite")
        try makeStore(in: directory).insertSamples([sample(march15(), 60)])

        // Another program holds the write lock for as long as this test runs.
        let other = try WriteLock(on: database)
        defer { other.release() }

        let store = try makeStore(in: directory)
        #expect(store.access == .readOnly(reason: .databaseLocked(database: database)))
        #expect(store.isReadOnly)
        // It reads…
        #expect(try store.sampleCount() == 1)
        // …and refuses changes with a message that says what to do.
        let error = #expect(throws: StoreError.self) { try store.insertSamples([sample(march15(60), 61)]) }
        #expect(error == .databaseLocked(database: database))
        #expect(error?.message.contains("Close it, then try again") == true)
    }

    @Test func aWriteThatMeetsAnotherWritersLockFailsWithTheLockError() throws {
        let directory = try TemporaryDirectory()
        let database = directory.file("vitals.sqlite")
        let store = try makeStore(in: directory)
        let other = try WriteLock(on: database)
        defer { other.release() }

        #expect(throws: StoreError.databaseLocked(database: database)) {
            try store.addConditions(["Asthma"])
        }
    }

    @Test func aDataDirectoryThatCannotBeCreatedLeavesAnEmptyStoreThatSaysWhy() throws {
        let directory = try TemporaryDirectory()
        // A file where the folder should be: mkdir fails, even for root.
        let blocker = try directory.write("not a folder", to: "vitals")
        let database = blocker.appendingPathComponent("vitals.sqlite")
        let store = try VitalsStore.open(at: database, options: .init(timeZone: utc))

        guard case let .unavailable(reason) = store.access,
              case let .dataDirectoryUnavailable(folder, _) = reason
        else {
            Issue.record("expected an unavailable store, got \(store.access)")
            return
        }
        #expect(folder.path == blocker.path)
        #expect(reason.message.contains("--database"))
        #expect(try store.daySummaries().isEmpty)
        #expect(try store.conditions().isEmpty)
        #expect(throws: reason) { try store.addSampleData(endingAt: march15()) }
    }

    @Test func aFolderInPlaceOfTheDatabaseIsReported() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("vitals.sqlite"), withIntermediateDirectories: true)
        let store = try makeStore(in: directory)
        #expect(store.isReadOnly)
        #expect(store.access.reason?.message.contains("it is a folder") == true)
    }
}
