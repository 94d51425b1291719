import Foundation
import GRDB
import Testing
@testable import VitalsCore

/// Samples and the per-day summaries the store keeps in step with them.
@Suite struct DaySummaryTests {
    @Test func aDaysSummaryHasItsFigures() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        // 20 samples: 50, 52, …, 88 BPM over the morning of March 15 (UTC).
        let samples = (0..<20).map { sample(march15(Double($0) * 600), 50 + Double($0) * 2) }
        let summary = try store.insertSamples(samples.shuffled())
        #expect(summary == InsertionSummary(inserted: 20, duplicates: 0))

        let day = try #require(try store.daySummary(of: march15Day))
        #expect(day.sampleCount == 20)
        #expect(day.minimum == 50)
        #expect(day.maximum == 88)
        #expect(day.average == 69)
        // The 10th percentile of 20 samples: the 2nd lowest.
        #expect(day.restingEstimate == 52)
        #expect(day.latestTimestamp == march15(19 * 600))
        #expect(day.latestBeatsPerMinute == 88)
        #expect(try store.samples(on: march15Day) == samples)
    }

    @Test func duplicatesAreSkippedAndDoNotCountTwice() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        try store.insertSamples([sample(march15(), 60), sample(march15(60), 70)])
        let again = try store.insertSamples([
            sample(march15(), 99),            // same time and source: a duplicate
            sample(march15(), 65, "watch"),   // same time, another source: a new sample
        ])
        #expect(again == InsertionSummary(inserted: 1, duplicates: 1))
        let day = try #require(try store.daySummary(of: march15Day))
        #expect(day.sampleCount == 3)
        #expect(day.maximum == 70)
    }

    @Test func daysAreLocalCalendarDaysInTheStoresTimeZone() throws {
        let directory = try TemporaryDirectory()
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let store = try makeStore(in: directory, timeZone: newYork)
        // 2024-03-10 is 23 hours long in New York (clocks go forward at 2:00).
        let start = try #require(ISO8601DateFormatter().date(from: "2024-03-10T05:00:00Z"))
        let hourly = (0..<23).map { sample(start.addingTimeInterval(Double($0) * 3600), 60) }
        try store.insertSamples(hourly + [sample(start.addingTimeInterval(23 * 3600), 80)])
        let days = try store.daySummaries()
        #expect(days.map(\.day.description) == ["2024-03-11", "2024-03-10"])
        #expect(days.map(\.sampleCount) == [1, 23])
        #expect(try store.samples(on: try #require(CalendarDay("2024-03-10"))).count == 23)
    }

    @Test func theDayListIsNewestFirstAndCanBeLimited() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        try store.insertSamples((0..<10).map { sample(march15(Double($0) * 86_400), 60) })
        let all = try store.daySummaries()
        #expect(all.count == 10)
        #expect(all.first?.day.description == "2024-03-24")
        #expect(all.last?.day.description == "2024-03-15")
        let some = try store.daySummaries(from: CalendarDay("2024-03-20"), through: CalendarDay("2024-03-22"))
        #expect(some.map(\.day.description) == ["2024-03-22", "2024-03-21", "2024-03-20"])
        #expect(try store.sampleCount() == 10)
    }

    @Test func deletingASourceRecomputesItsDaysAndKeepsTheRest() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        try store.insertSamples([
            sample(march15(0), 60, "watch"), sample(march15(60), 150, "strap"),
            sample(march15(86_400), 70, "strap"),
        ])
        #expect(try store.deleteSamples(from: "strap").count == 2)
        let days = try store.daySummaries()
        #expect(days.count == 1, "the day that had only strap samples is gone")
        #expect(days.first?.maximum == 60)
        #expect(days.first?.sampleCount == 1)
        let histograms = try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM dayHistogram") }
        #expect(histograms == 1, "the deleted day's histogram went with it")
        #expect(try store.deleteSamples(from: "strap").count == 0)
        #expect(try store.hasSamples(from: "watch"))
    }

    @Test func implausibleSamplesAreRefusedAndNoneOfTheBatchIsStored() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        for bad in [sample(march15(), 19), sample(march15(), 301), sample(march15(), .nan),
                    sample(Date(timeIntervalSince1970: -1), 60), sample(march15(), 60, "")] {
            #expect(throws: StoreError.self) { try store.insertSamples([sample(march15(-60), 60), bad]) }
        }
        #expect(try store.sampleCount() == 0)
        #expect(try store.daySummaries().isEmpty)
    }

    @Test func summariesStayEqualToAFullRecomputationAfterManyBatches() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<5 {
            let batch = (0..<2_000).map { _ in
                sample(march15(Double(Int.random(in: 0..<(3 * 86_400), using: &generator))),
                       Double(Int.random(in: 40...180, using: &generator)),
                       ["a", "b"].randomElement(using: &generator) ?? "a")
            }
            try store.insertSamples(batch)
        }
        try store.deleteSamples(from: "b")
        let stored = try store.daySummaries()
        let recomputed = try stored.map { summary in
            var clock = DayClock(timeZone: utc)
            var accumulator = DayAccumulator()
            for sample in try store.samples(on: summary.day) {
                #expect(clock.day(containing: sample.timestamp.millisecondsSince1970) == summary.day)
                accumulator.add(time: sample.timestamp.millisecondsSince1970, beatsPerMinute: sample.beatsPerMinute)
            }
            return accumulator.summary(of: summary.day)
        }
        #expect(stored.count == 3)
        #expect(stored == recomputed.compactMap { $0 })
    }

    /// The day list, a day's sparkline and a day's samples read the per-day table, a range of
    /// the per-hour table and a range of the blocks: their cost depends on the days and on one
    /// day's samples, not on all samples (`vitals-bench` times them with 10 M samples).
    @Test func dayQueriesUseTheDayAndHourTablesAndTheBlockRange() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        try store.insertSamples((0..<20_000).map { sample(march15(Double($0) * 30), 60 + Double($0 % 50)) })
        try store.writer.writeWithoutTransaction { db in try db.execute(sql: "ANALYZE") }
        func plan(_ sql: String) throws -> String {
            try store.writer.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql)
                    .map { $0["detail"] as String }.joined(separator: "; ")
            }
        }
        let dayList = try plan("SELECT \(DayStore.summaryColumns) FROM day WHERE day BETWEEN 0 AND 99999999 ORDER BY day DESC")
        #expect(!dayList.contains("sample"))
        #expect(dayList.contains("SEARCH day USING INTEGER PRIMARY KEY"))
        #expect(!dayList.contains("TEMP B-TREE"), "no sort: \(dayList)")
        let sparkline = try plan("SELECT start, total / sampleCount FROM hour WHERE start >= 1 AND start < 2 ORDER BY start")
        #expect(sparkline.contains("SEARCH hour USING PRIMARY KEY (start>? AND start<?)"), "\(sparkline)")
        #expect(!sparkline.contains("TEMP B-TREE"), "\(sparkline)")
        let dayBlocks = try plan("""
            SELECT start, sourceId, samples FROM sampleBlock WHERE start >= 1 AND start < 2 ORDER BY start, sourceId
            """)
        #expect(dayBlocks.contains("SEARCH sampleBlock USING INDEX"), "\(dayBlocks)")
        #expect(!dayBlocks.contains("TEMP B-TREE"), "\(dayBlocks)")
        // And the answers agree with the samples.
        let days = try store.daySummaries()
        #expect(days.map(\.sampleCount).reduce(0, +) == 20_000)
        #expect(try days.allSatisfy { try store.samples(on: $0.day).count == $0.sampleCount })
    }
}
