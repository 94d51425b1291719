import Foundation
import GRDB
import Testing
@testable import VitalsCore

/// The per-hour and per-day figures, per source and for all sources, stay equal to what the
/// stored samples give through inserts, deletions and restores; sources are recorded.
@Suite struct StoreFiguresTests {
    /// A zone with a 30-minute offset and clock changes, so that local hours are not UTC hours
    /// and some days have 23 or 25 of them.
    private let adelaide = TimeZone(identifier: "Australia/Adelaide")!

    @Test func figuresFollowRandomInsertsDeletionsAndRestores() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory, timeZone: adelaide)
        var generator = SeededGenerator(seed: 11)
        // Around Adelaide's clock change of 2024-04-07.
        let base = Date(timeIntervalSince1970: 1_712_318_400)
        for batch in 0..<6 {
            let samples = (0..<3_000).map { _ in
                sample(base.addingTimeInterval(Double(Int.random(in: 0..<(5 * 86_400), using: &generator))),
                       Double(Int.random(in: 4_000...18_000, using: &generator)) / 100,
                       ["watch", "strap", "ring"].randomElement(using: &generator) ?? "watch")
            }
            try store.insertSamples(batch.isMultiple(of: 2) ? samples : samples.sorted { $0.timestamp < $1.timestamp })
            #expect(try store.auditFigures() == [], "after batch \(batch)")
        }
        let days = try store.daySummaries().map(\.day)
        let removed = try store.deleteSamples(from: days[1], through: days[2])
        #expect(removed.count > 0)
        #expect(try store.auditFigures() == [])
        #expect(try store.daySummaries().count == days.count - 2)
        let strap = try store.deleteSamples(from: "strap")
        #expect(try store.auditFigures() == [])
        #expect(try !store.hasSamples(from: "strap"))
        #expect(try store.restore(strap).inserted == strap.count)
        #expect(try store.restore(removed).inserted == removed.count)
        #expect(try store.auditFigures() == [])
        #expect(try store.sampleCount() == store.sources().map(\.sampleCount).reduce(0, +))
    }

    @Test func hourlyMeansAreTheLocalClocksHoursAndPoolAllSources() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory, timeZone: adelaide)
        // 2024-03-15 in Adelaide (UTC+10:30) starts at 13:30 UTC the day before.
        let dayStart = Date(timeIntervalSince1970: 1_710_423_000)
        try store.insertSamples([
            sample(dayStart.addingTimeInterval(60), 60, "watch"),
            sample(dayStart.addingTimeInterval(120), 90, "strap"),
            sample(dayStart.addingTimeInterval(180), 90, "strap"),
            sample(dayStart.addingTimeInterval(3_600 + 5), 70, "watch"),
        ])
        let hours = try store.hourlyAverages(on: march15Day)
        #expect(hours == [
            HourlyAverage(start: dayStart, beatsPerMinute: 80),
            HourlyAverage(start: dayStart.addingTimeInterval(3_600), beatsPerMinute: 70),
        ])
        let day = try #require(try store.daySummary(of: march15Day))
        #expect(day.sampleCount == 4)
        #expect(day.average == 77.5, "every stored sample counts once")
    }

    @Test func sourcesKeepTheirKindAndTimeRange() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        try store.insertSamples([sample(march15(10), 60, "Polar H10"), sample(march15(7_200), 61, "Polar H10")], kind: .ble)
        try store.addSampleData(days: 1, endingAt: march15(3_600))
        let sources = try store.sources()
        #expect(sources.map(\.name) == ["Polar H10", "sample"])
        #expect(sources.map(\.kind) == [.ble, .sample])
        #expect(sources.first?.sampleCount == 2)
        #expect(sources.first?.timeRange == march15(10)...march15(7_200))
        try store.deleteSamples(from: march15Day, through: march15Day)
        #expect(try store.sources().map(\.timeRange) == [nil, nil])
        #expect(try store.auditFigures() == [])
    }

    @Test func theAuditFindsAFigureThatDisagreesWithTheSamples() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        try store.insertSamples([sample(march15(10), 60), sample(march15(20), 80)])
        try store.writer.write { db in try db.execute(sql: "UPDATE hour SET total = total + 1") }
        #expect(try store.auditFigures().count == 1)
    }

    @Test func rebuildingRecountsEveryFigureAndDropsUnreadableBlocks() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        let samples: [HeartRateSample] = (0..<500).map { index in
            let source = index % 3 == 0 ? "strap" : "watch"
            return sample(march15(Double(index) * 300), 60 + Double(index % 30), source)
        }
        try store.insertSamples(samples)
        try store.writer.write { db in
            try db.execute(sql: """
                UPDATE hour SET total = 0; DELETE FROM daySource; UPDATE source SET firstTime = 1;
                INSERT INTO sampleBlock (start, sourceId, samples) VALUES (0, 1, x'ff');
                """)
        }
        #expect(throws: StoreError.self, "the unreadable block is damage") { try store.auditFigures() }
        try store.rebuildFigures()
        #expect(try store.auditFigures() == [])
        #expect(try store.sampleCount() == 500)
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sampleBlock WHERE start = 0") } == 0)
    }

    /// A day's sparkline, for every row the day list binds, reads the day's hour rows: its
    /// cost does not depend on how many samples the day or the store has.
    @Test func aSparklineReadsHourRowsNotSamples() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        try store.insertSamples((0..<86_400).map { sample(march15(Double($0)), 60 + Double($0 % 40)) })
        try store.writer.write { db in try db.execute(sql: "DELETE FROM sampleBlock") }
        #expect(try store.hourlyAverages(on: march15Day).count == 24, "no block was read")
    }
}
