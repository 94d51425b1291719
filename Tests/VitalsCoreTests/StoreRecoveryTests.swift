import Foundation
import GRDB
import Testing
@testable import VitalsCore
import StoreTestSupport

/// Damaged files: found at open or later, moved aside, and what can be read copied over.
@Suite struct StoreRecoveryTests {
    let directory: TemporaryDirectory
    var database: URL { directory.file("vitals.sqlite") }

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A store with `count` samples a minute apart, a condition, days counted in Tokyo.
    private func fill(samples count: Int) throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let store = try makeStore(in: directory, timeZone: tokyo)
        try store.insertSamples((0..<count).map { sample(march15(Double($0) * 60), Double(50 + $0 % 60)) })
        _ = try store.addConditions(["Asthma"])
    }

    /// The samples stored, read day by day (not the per-day counts, which are derived).
    private func storedSamples(_ store: VitalsStore) throws -> Int {
        try store.daySummaries().reduce(0) { $0 + (try store.samples(on: $1.day).count) }
    }

    @Test func damageInADataPageIsFoundAtOpenAndTheReadableRowsCopied() throws {
        try fill(samples: 5000)
        try PageDamage.damageLargestTable(of: database)

        let store = try makeStore(in: directory, timeZone: utc)
        let backup = try #require(store.recoveredBackup, "a small file is checked when it opens")
        #expect(store.access == .readWrite)
        #expect(backup.backup.lastPathComponent.hasPrefix("vitals.corrupt-"))
        #expect(backup.recoveredRows > 0)
        #expect(backup.message.contains("copied what it could still read"))
        let count = try storedSamples(store)
        #expect(count > 0 && count < 5000, "a page of samples lost, the others kept: \(count)")
        #expect(try store.conditions().map(\.text) == ["Asthma"])
        #expect(store.timeZone.identifier == "Asia/Tokyo", "the recovered file keeps its time zone")
        #expect(try store.checkIntegrity().isEmpty)
        #expect(try makeStore(in: directory).recoveredBackup == nil, "recovered once")
    }

    @Test func damageThatAnOperationMeetsIsRecoveredAtTheNextOpen() throws {
        try fill(samples: 100)
        do {
            let store = try makeStore(in: directory)
            store.noteDamage(DatabaseError(resultCode: .SQLITE_CORRUPT))
        }
        let store = try makeStore(in: directory)
        let backup = try #require(store.recoveredBackup)
        #expect(backup.recoveredRows > 0)
        #expect(try storedSamples(store) == 100, "nothing was actually damaged: all copied")
        #expect(!FileManager.default.fileExists(atPath: database.path + "-damaged"))
    }

    @Test func aLargeFileIsCheckedOnDemandAndRecoveredAtTheNextOpen() throws {
        try fill(samples: 6000)
        // Two MiB more, in a table the fresh file does not have.
        let queue = try DatabaseQueue(path: database.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE padding (x BLOB); INSERT INTO padding VALUES (zeroblob(2097152))")
        }
        try queue.close()
        #expect((try FileManager.default.attributesOfItem(atPath: database.path)[.size] as? Int ?? 0)
                    > StoreOpener.quickCheckLimit)
        try PageDamage.damageLargestTable(of: database)
        do {
            let store = try makeStore(in: directory)
            #expect(store.recoveredBackup == nil, "too large to check at every open")
            #expect(try !store.checkIntegrity(thorough: false).isEmpty)
        }
        let store = try makeStore(in: directory)
        #expect(store.recoveredBackup != nil)
        let count = try storedSamples(store)
        #expect(count > 0 && count < 6000, "\(count)")
    }

    @Test func aDatabaseFromANewerVitalsIsOpenedReadOnlyAndLeftAlone() throws {
        try fill(samples: 10)
        let queue = try DatabaseQueue(path: database.path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
            try db.execute(sql: "CREATE TABLE future (x INTEGER)")
        }
        _ = try queue.writeWithoutTransaction { db in try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
        let before = try Data(contentsOf: database)

        let store = try makeStore(in: directory)
        let reason = StoreError.databaseFromNewerVersion(database: database, schema: "v9: from the future")
        #expect(store.access == .readOnly(reason: reason))
        #expect(store.recoveredBackup == nil)
        #expect(reason.message.contains("was made by a newer Vitals (schema v9: from the future); this version cannot change it"))
        #expect(try store.sampleCount() == 10)
        #expect(throws: reason) { try store.insertSamples([sample(march15(-60), 70)]) }
        #expect(try Data(contentsOf: database) == before, "not migrated, not changed")
    }

    @Test func aDanglingLinkGetsAPrivateDatabaseAtItsTarget() throws {
        let target = directory.file("elsewhere/real.sqlite")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: database.path, withDestinationPath: "elsewhere/real.sqlite")

        let store = try makeStore(in: directory)
        #expect(store.access == .readWrite)
        try store.insertSamples([sample(march15(), 60)])
        let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: database.path) == "elsewhere/real.sqlite")
    }

    @Test func aDamagedFileBehindALinkIsMovedAsideAndTheLinkKept() throws {
        let target = directory.file("elsewhere/real.sqlite")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: database.path, withDestinationPath: target.path)

        let store = try makeStore(in: directory)
        let backup = try #require(store.recoveredBackup)
        #expect(backup.database == database)
        #expect(backup.backup.deletingLastPathComponent().standardizedFileURL.path
                == target.deletingLastPathComponent().path, "the file moved, beside itself")
        #expect(try Data(contentsOf: backup.backup) == Data(repeating: 0x5A, count: 8192))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: database.path) == target.path)
        try store.insertSamples([sample(march15(), 60)])
        #expect(try makeStore(in: directory).sampleCount() == 1)
    }
}
