import Foundation
import GRDB
import Testing
@testable import VitalsCore

/// A database written by the last build with schema version 1 (Fixtures/README.md) opens
/// migrated: the same samples, days and conditions, and the new figures agree with them.
@Suite struct MigrationTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test func aVersion1DatabaseKeepsEverySampleDayAndCondition() throws {
        let directory = try TemporaryDirectory()
        let database = directory.file("vitals.sqlite")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("v1.sqlite"), to: database)
        let store = try VitalsStore.open(at: database, options: .init(timeZone: utc))
        #expect(store.access == .readWrite)
        #expect(store.timeZone.identifier == "Europe/Berlin", "the database's own zone, not the option")

        let tables = try store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        #expect(!tables.contains("sample"))
        #expect(tables.contains("sampleBlock"))

        let expectedDays = try String(contentsOf: Self.fixtures.appendingPathComponent("v1-days.csv"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let days = try store.daySummaries()
        #expect(days.count == expectedDays.count)
        for (day, expected) in zip(days, expectedDays) {
            #expect(day.day.rawValue == Int(expected[0]))
            #expect(day.sampleCount == Int(expected[1]))
            #expect(day.minimum == Double(expected[2]))
            #expect(day.maximum == Double(expected[3]))
            #expect(abs(day.average * Double(day.sampleCount) - (Double(expected[4]) ?? 0)) < 1e-6)
            #expect(day.restingEstimate == Double(expected[5]))
            #expect(day.latestTimestamp.millisecondsSince1970 == Int64(expected[6]))
            #expect(day.latestBeatsPerMinute == Double(expected[7]))
        }

        let export = directory.file("export.csv")
        #expect(try store.exportSamples(to: .file(export)) == 5_185)
        #expect(try Data(contentsOf: export) == Data(contentsOf: Self.fixtures.appendingPathComponent("v1-export.csv")))

        let conditions = try store.conditions()
        #expect(conditions.map(\.text) == ["Asthma"])
        #expect(conditions.first?.isFlagged == true)

        let sources = try store.sources()
        #expect(sources.map(\.name) == ["Forerunner 935", "Polar H10", "csv"])
        #expect(sources.map(\.sampleCount) == [4_320, 864, 1])
        #expect(sources.allSatisfy { $0.kind == .csv && $0.timeRange != nil })
        #expect(try store.auditFigures() == [])
        // The new figures: the clock change's day has 23 hours, each with a mean.
        #expect(try store.hourlyAverages(on: #require(CalendarDay("2024-03-31"))).count == 23)
    }
}
