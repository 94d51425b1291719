import Foundation
import GRDB
import VitalsCore

/// Day queries over a store of many samples (one every 30 s: 10 M samples ≈ 9.5 years).
///
/// The day list reads the per-day table; its baseline computes the same figures from the
/// samples with `GROUP BY`, which is what the store would do without the per-day table.
struct DayQueryBenchmark {
    let samples: Int
    let repetitions: Int
    let directory: URL

    func run(into report: inout Report) throws {
        let utc = TimeZone(identifier: "UTC") ?? .current
        let store = try VitalsStore.open(at: directory.appendingPathComponent("days.sqlite"), options: .init(timeZone: utc))
        let filling = try Timing.measure { try fill(store) }
        let days = try store.daySummaries()
        guard days.count > 2 else { throw BenchmarkError("too few days: \(days.count)") }
        let middle = days[days.count / 2].day

        var list: [Timing] = []
        var scan: [Timing] = []
        var oneDay: [Timing] = []
        let reader = try DatabaseQueue(path: store.database.path)
        for _ in 0..<repetitions {
            list.append(try Timing.measure { _ = try store.daySummaries() })
            scan.append(try Timing.measure {
                _ = try reader.read { db in
                    try Row.fetchAll(db, sql: """
                        SELECT time / 86400000 AS day, count(*), min(beatsPerMinute), max(beatsPerMinute),
                               avg(beatsPerMinute), max(time) FROM sample GROUP BY day ORDER BY day DESC
                        """)
                }
            })
            oneDay.append(try Timing.measure { _ = try store.samples(on: middle) })
        }
        let count = samples.formatted()
        report.add("fill a store with \(count) samples (insertSamples)", "wall ms", vitals: filling.wall, baseline: nil, decimals: 0)
        report.add("", "samples/s", vitals: Double(samples) / filling.wall * 1000, baseline: nil, decimals: 0)
        report.add("day list of \(days.count) days, \(count) samples (baseline: GROUP BY)", "wall ms",
                   vitals: list.median.wall, baseline: scan.median.wall, decimals: 2)
        report.add("one day's \(days[days.count / 2].sampleCount) samples of \(count)", "wall ms",
                   vitals: oneDay.median.wall, baseline: nil, decimals: 2)
    }

    private func fill(_ store: VitalsStore) throws {
        let start = 1_420_070_400.0   // 2015-01-01
        var generator = SeededGenerator(seed: 2)
        var walk = HeartRateWalk(seed: 3)
        let batch = 1_000_000
        for first in stride(from: 0, to: samples, by: batch) {
            let batchSamples = (first..<min(first + batch, samples)).lazy.map { index in
                HeartRateSample(timestamp: Date(timeIntervalSince1970: start + Double(index) * 30),
                                beatsPerMinute: walk.step().rounded() + Double(Int.random(in: -2...2, using: &generator)),
                                source: "bench")
            }
            try store.insertSamples(batchSamples)
        }
    }
}
