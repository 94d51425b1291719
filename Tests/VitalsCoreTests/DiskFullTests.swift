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
            #expect(walSize() > 256 * 1024, "the failed transaction's pages are in the WAL")

            store.reclaimAfterFailedWrite()
            #expect(walSize() < 64 * 1024, "\(walSize()) bytes of WAL after the checkpoint")
            #expect(try store.sampleCount() == 1 && store.conditions().isEmpty, "what was committed is kept")
            try store.insertSamples([sample(march15(60), 61)])
            #expect(try store.sampleCount() == 2, "and the store still writes")
        }
    }
}
