import Foundation
import VitalsCore

/// The databases of the cold-start benchmark: `days` days of one sample every `interval`
/// seconds from VitalsCore's realistic sample days, stored under the source "watch" as an
/// import would, ending 2024-06-30 (UTC); beside each, the same day list and hourly means as
/// a day-arrays file (`.days`) for the C baseline that shows them from memory. Made once per
/// size and kept in a folder, so repeated runs start at once.
enum ColdStartDatabase {
    /// The database and its day-arrays file.
    struct Files {
        var database: URL
        var arrays: URL
    }

    static func prepare(days: Int, interval: Int, in folder: URL) throws -> Files {
        let name = "vitals-\(days)-days-every-\(interval)s"
        let file = folder.appendingPathComponent("\(name).sqlite")
        let arrays = folder.appendingPathComponent("\(name).days")
        if !FileManager.default.fileExists(atPath: file.path) {
            try make(file, named: name, days: days, interval: interval, in: folder)
        }
        if !FileManager.default.fileExists(atPath: arrays.path) {
            try DayArrays.write(from: VitalsStore.open(at: file), to: arrays)
        }
        return Files(database: file, arrays: arrays)
    }

    private static func make(_ file: URL, named name: String, days: Int, interval: Int, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let partial = folder.appendingPathComponent("\(name).partial.sqlite")
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: partial.path + suffix)
        }
        print("Making \(file.path) (\(days) days, one sample every \(interval) s; once) …")
        try fill(partial, days: days, interval: interval)
        // The store is closed: its write-ahead log was checkpointed into the file.
        guard !FileManager.default.fileExists(atPath: partial.path + "-wal") else {
            throw BenchmarkError("\(partial.path) was not checkpointed")
        }
        try FileManager.default.moveItem(at: partial, to: file)
    }

    private static func fill(_ file: URL, days: Int, interval: Int) throws {
        let utc = TimeZone(identifier: "UTC") ?? .current
        let store = try VitalsStore.open(at: file, options: .init(timeZone: utc))
        if let reason = store.access.reason { throw reason }
        let lastSecond = Date(timeIntervalSince1970: 1_719_791_999)  // 2024-06-30T23:59:59Z
        let chunk = 50
        for first in stride(from: 0, to: days, by: chunk) {
            let count = min(chunk, days - first)
            let end = lastSecond.addingTimeInterval(-Double(first) * 86_400)
            try store.insertSamples(SampleData.samples(
                days: count, endingAt: end, calendar: store.calendar, seed: UInt64(first + 1),
                interval: interval, source: "watch"))
        }
        let stored = try store.daySummaries().count
        guard stored == days else { throw BenchmarkError("\(file.path) has \(stored) days, not \(days)") }
    }
}
