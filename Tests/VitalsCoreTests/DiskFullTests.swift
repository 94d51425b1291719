import Foundation
import Testing
@testable import VitalsCore

/// A full disk: a failed write gives its space back.
@Suite struct DiskFullTests {
    @Test(.enabled(if: SmallDisk.isAvailable, "skipped: mounting a tmpfs needs root (mount -t tmpfs)"))
    func aWriteThatFillsTheDiskLeavesNoBigWAL() throws {
        let disk = try SmallDisk()
        let database = disk.folder.file("vitals.sqlite")
        let wal = database.path + "-wal"
        func walSize() -> Int {
            (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        }
        do {
            let store = try VitalsStore.open(at: database, options: .init(timeZone: utc))
            try store.insertSamples([sample(march15(), 60)])
            // Three MiB of conditions in one transaction: more than the disk holds.
            let texts = (0..<3000).map { _ in
                (0..<100).map { _ in String(UInt64.random(in: 0...UInt64.max), radix: 36) }.joined()
            }
            #expect(throws: StoreError.diskFull(database: database)) { try store.addConditions(texts) }
            // The store gave the failed transaction's pages back (reclaimAfterFailedWrite).
            #expect(walSize() < 64 * 1024, "\(walSize()) bytes of WAL after the failed write")
            #expect(try store.sampleCount() == 1 && store.conditions().isEmpty, "what was committed is kept")
            try store.insertSamples([sample(march15(60), 61)])
            #expect(try store.sampleCount() == 2, "and the store still writes")
        }
    }

    @Test(.enabled(if: SmallDisk.isAvailable, "skipped: mounting a tmpfs needs root (mount -t tmpfs)"))
    func anImportThatFillsTheDiskStoresNothingAndLeavesNoBigWAL() throws {
        let disk = try SmallDisk()
        let database = disk.folder.file("vitals.sqlite")
        let elsewhere = try TemporaryDirectory()
        // 300,000 samples at odd milliseconds with values of many decimals: about 11 bytes a
        // sample stored, more than the 2 MiB disk holds.
        var text = "timestamp,bpm\n"
        for row in 0..<300_000 {
            let milliseconds = 1_710_000_000_000 + row * 1_001
            let fraction = String(milliseconds % 1_000)
            text += "\(milliseconds / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction),"
            text += "\(60 + Double(row % 977) / 7)\n"
        }
        let file = try elsewhere.write(text, to: "big.csv")
        let store = try VitalsStore.open(at: database, options: .init(timeZone: utc))
        try store.insertSamples([sample(march15(), 60)])
        #expect(throws: StoreError.diskFull(database: database)) { try store.importCSV(from: file) }
        let wal = (try? FileManager.default.attributesOfItem(atPath: database.path + "-wal")[.size] as? Int) ?? 0
        #expect(wal < 64 * 1024, "\(wal) bytes of WAL after the failed import")
        #expect(try store.sampleCount() == 1, "nothing of the file, everything before it")
        #expect(try store.auditFigures() == [])
        #expect(try store.writer.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
    }
}
