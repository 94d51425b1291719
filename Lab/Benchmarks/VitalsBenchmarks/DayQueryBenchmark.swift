import Foundation
import GRDB
import VitalsCore

/// A store of ten years of a sample every 10 s (31.5 M samples by default): how fast
/// `insertSamples` fills it, how many bytes a sample takes on disk (figures and indexes
/// included), and what the app reads from it — the day list, the sparklines of the rows a
/// first frame binds, one day's samples — with the same reads on a store of 205 days (as many
/// as a first frame binds) beside them, the baseline column: none of them should depend on the
/// history's size but the day list, which reads a row per day.
struct DayQueryBenchmark {
    let samples: Int
    let repetitions: Int
    let directory: URL

    func run(into report: inout Report) throws {
        let utc = TimeZone(identifier: "UTC") ?? .current
        let large = try VitalsStore.open(at: directory.appendingPathComponent("days.sqlite"), options: .init(timeZone: utc))
        let filling = try Timing.measure { try fill(large, samples: samples) }
        let small = try VitalsStore.open(at: directory.appendingPathComponent("205-days.sqlite"), options: .init(timeZone: utc))
        try fill(small, samples: min(samples, 205 * 8_640))
        let count = samples.formatted()
        report.add("fill a store with \(count) samples (insertSamples)", "wall ms", vitals: filling.wall, baseline: nil, decimals: 0)
        report.add("", "samples/s", vitals: Double(samples) / filling.wall * 1000, baseline: nil, decimals: 0)
        report.add("", "bytes/sample on disk", vitals: try bytesInUse(large) / Double(samples), baseline: nil, decimals: 2)

        var reads: [[Timing]] = Array(repeating: [], count: 6)
        for _ in 0..<repetitions {
            for (index, store) in [large, small].enumerated() {
                let days = try store.daySummaries()
                reads[index].append(try Timing.measure { _ = try store.daySummaries() })
                reads[2 + index].append(try Timing.measure {
                    for day in days.prefix(205) { _ = try store.hourlyAverages(on: day.day) }
                })
                let middle = days[min(days.count - 1, 5)].day
                reads[4 + index].append(try Timing.measure { _ = try store.samples(on: middle) })
            }
        }
        let title = "\(count) samples (baseline: the same read, 205 days)"
        report.add("day list, \(title)", "wall ms", vitals: reads[0].median.wall, baseline: reads[1].median.wall, decimals: 2)
        report.add("205 rows' sparklines, \(title)", "wall ms", vitals: reads[2].median.wall, baseline: reads[3].median.wall, decimals: 2)
        report.add("one day's 8,640 samples, \(title)", "wall ms", vitals: reads[4].median.wall, baseline: reads[5].median.wall, decimals: 2)
    }

    /// Bytes of the database file in use (pages not on the free list), after a checkpoint.
    private func bytesInUse(_ store: VitalsStore) throws -> Double {
        let database = try DatabaseQueue(path: store.database.path)
        return try database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            let free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
            let size = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
            return Double((pages - free) * size)
        }
    }

    /// One sample every 10 s from 2015-01-01, a random walk, in batches of a million.
    private func fill(_ store: VitalsStore, samples: Int) throws {
        let start = 1_420_070_400.0
        var generator = SeededGenerator(seed: 2)
        var walk = HeartRateWalk(seed: 3)
        let batch = 1_000_000
        for first in stride(from: 0, to: samples, by: batch) {
            let batchSamples = (first..<min(first + batch, samples)).lazy.map { index in
                HeartRateSample(timestamp: Date(timeIntervalSince1970: start + Double(index) * 10),
                                beatsPerMinute: walk.step().rounded() + Double(Int.random(in: -2...2, using: &generator)),
                                source: "bench")
            }
            try store.insertSamples(batchSamples)
        }
    }
}
