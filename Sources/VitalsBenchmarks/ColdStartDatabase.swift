import Foundation
import VitalsCore

/// The database of the cold-start benchmark: `days` days of one sample a minute (≈ 1,440 a
/// day) from VitalsCore's realistic sample days, stored under the source "watch" as an
/// import would, ending 2024-06-30 (UTC). Made once per `days` and kept in a folder, so
/// repeated runs start at once.
enum ColdStartDatabase {
    static func prepare(days: Int, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("vitals-\(days)-days.sqlite")
        if FileManager.default.fileExists(atPath: file.path) { return file }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let partial = folder.appendingPathComponent("vitals-\(days)-days.partial.sqlite")
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: partial.path + suffix)
        }
        print("Making \(file.path) (\(days) days, one sample a minute; once) …")
        try fill(partial, days: days)
        // The store is closed: its write-ahead log was checkpointed into the file.
        guard !FileManager.default.fileExists(atPath: partial.path + "-wal") else {
            throw BenchmarkError("\(partial.path) was not checkpointed")
        }
        try FileManager.default.moveItem(at: partial, to: file)
        return file
    }

    private static func fill(_ file: URL, days: Int) throws {
        let utc = TimeZone(identifier: "UTC") ?? .current
        let store = try VitalsStore.open(at: file, options: .init(timeZone: utc))
        if let reason = store.access.reason { throw reason }
        let lastSecond = Date(timeIntervalSince1970: 1_719_791_999)  // 2024-06-30T23:59:59Z
        let chunk = 50
        for first in stride(from: 0, to: days, by: chunk) {
            let count = min(chunk, days - first)
            let end = lastSecond.addingTimeInterval(-Double(first) * 86_400)
            let samples = SampleData.samples(days: count, endingAt: end, calendar: store.calendar, seed: UInt64(first + 1))
            try store.insertSamples(samples.lazy.map {
                HeartRateSample(timestamp: $0.timestamp, beatsPerMinute: $0.beatsPerMinute, source: "watch")
            })
        }
        let stored = try store.daySummaries().count
        guard stored == days else { throw BenchmarkError("\(file.path) has \(stored) days, not \(days)") }
    }
}
