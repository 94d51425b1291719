import Foundation
import GRDB
import Testing
@testable import VitalsCore

/// Heart-rate variability minutes in the store (schema v3): recorded per source, read per
/// local day, deleted and restored with the samples, migrated and recovered.
@Suite struct HRVStoreTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// `count` minutes from `start`, RMSSD 30, 31, 32…
    private static func minutes(_ count: Int, from start: Date = march15(), optical: Bool = false) -> [HRVMinute] {
        (0..<count).map {
            HRVMinute(minute: start.addingTimeInterval(Double($0) * 60), rmssd: 30 + Double($0),
                      intervals: 70 + $0, artefacts: $0 % 3, fromOpticalSensor: optical)
        }
    }

    private static func rowCount(_ store: VitalsStore) throws -> Int {
        try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM hrvMinute") ?? 0 }
    }

    @Test func minutesAreRecordedReadAndReplacedWithoutTouchingTheSampleFigures() throws {
        let store = try makeStore(in: directory)
        try store.insertSamples([sample(march15(30), 60, "Polar H10")], kind: .ble)
        let before = try store.sources()
        try store.recordHRV(Self.minutes(5, from: march15(60)), source: "Polar H10")
        try store.recordHRV(Self.minutes(2, from: march15(600), optical: true), source: "Verity Sense")
        #expect(try store.hrvMinutes(on: march15Day) == Self.minutes(5, from: march15(60))
            + Self.minutes(2, from: march15(600), optical: true))
        // A minute recorded again replaces the stored one.
        let replacement = HRVMinute(minute: march15(120), rmssd: 44.5, intervals: 61, artefacts: 4)
        try store.recordHRV([replacement], source: "Polar H10")
        let read = try store.hrvMinutes(on: march15Day)
        #expect(read.count == 7)
        #expect(read[1] == replacement)

        let sources = try store.sources()
        #expect(sources.map(\.name) == ["Polar H10", "Verity Sense"])
        #expect(sources.map(\.kind) == [.ble, .ble])
        #expect(sources.first == before.first, "the samples' count and time range are unchanged")
        #expect(sources.last?.sampleCount == 0 && sources.last?.timeRange == nil)
        #expect(try store.sampleCount() == 1)
        #expect(try store.auditFigures() == [])
        #expect(try store.checkIntegrity().isEmpty)
        #expect(try store.hrvMinutes(on: march15Day.adding(days: 1, in: store.calendar)).isEmpty)
    }

    @Test func aSourceIsRecordedWithTheKindGiven() throws {
        let store = try makeStore(in: directory)
        try store.recordHRV(Self.minutes(1), source: "export", kind: .fit)
        try store.recordHRV(Self.minutes(1, from: march15(60)), source: "export", kind: .ble)
        #expect(try store.sources().map(\.kind) == [.fit], "a known source keeps its kind")
        try store.recordHRV([], source: "nothing")
        #expect(try store.sources().count == 1, "no minutes, no source")
    }

    @Test func daysAreLocalDaysInTheStoresZone() throws {
        let adelaide = try #require(TimeZone(identifier: "Australia/Adelaide"))
        let store = try makeStore(in: directory, timeZone: adelaide)
        // 2024-03-15 in Adelaide (UTC+10:30) is 13:30 UTC the day before up to 13:30 UTC.
        let dayStart = Date(timeIntervalSince1970: 1_710_423_000)
        try store.recordHRV(Self.minutes(3, from: dayStart.addingTimeInterval(-60)), source: "strap")
        try store.recordHRV(Self.minutes(2, from: dayStart.addingTimeInterval(86_400 - 60)), source: "strap")
        #expect(try store.hrvMinutes(on: march15Day).map(\.minute) == [
            dayStart, dayStart.addingTimeInterval(60), dayStart.addingTimeInterval(86_400 - 60),
        ])
        let day14 = try #require(CalendarDay("2024-03-14"))
        #expect(try store.hrvMinutes(on: day14).map(\.minute) == [dayStart.addingTimeInterval(-60)])
    }

    @Test func hiddenSourcesAreLeftOutAndTheSummaryIsTheMedian() throws {
        let store = try makeStore(in: directory)
        try store.recordHRV(Self.minutes(4), source: "strap") // 30, 31, 32, 33
        try store.recordHRV(Self.minutes(3, optical: true), source: "watch") // 30, 31, 32
        #expect(try store.hrvMinutes(on: march15Day).count == 7)
        #expect(try store.hrvMinutes(on: march15Day, hiding: ["watch"]) == Self.minutes(4))
        #expect(try store.hrvMinutes(on: march15Day, hiding: ["strap", "watch"]).isEmpty)
        #expect(try store.hrvMinutes(on: march15Day).map(\.minute) == [0, 0, 60, 60, 120, 120, 180].map { march15(Double($0)) })

        #expect(try store.hrvSummary(on: march15Day) == HRVDaySummary(
            day: march15Day, minutes: 7, medianRMSSD: 31, opticalMinutes: 3))
        #expect(try store.hrvSummary(on: march15Day, hiding: ["watch"]) == HRVDaySummary(
            day: march15Day, minutes: 4, medianRMSSD: 31.5, opticalMinutes: 0))
        #expect(try store.hrvSummary(on: #require(CalendarDay("2024-03-16"))) == nil)
    }

    @Test func implausibleMinutesAreRefusedAndNoneOfTheBatchIsStored() throws {
        let store = try makeStore(in: directory)
        let good = Self.minutes(2)
        let bad: [HRVMinute] = [
            HRVMinute(minute: march15(30), rmssd: 30, intervals: 60, artefacts: 0),
            HRVMinute(minute: march15(60), rmssd: .nan, intervals: 60, artefacts: 0),
            HRVMinute(minute: march15(60), rmssd: -1, intervals: 60, artefacts: 0),
            HRVMinute(minute: march15(60), rmssd: 2_000.5, intervals: 60, artefacts: 0),
            HRVMinute(minute: march15(60), rmssd: 30, intervals: -1, artefacts: 0),
            HRVMinute(minute: march15(60), rmssd: 30, intervals: 60, artefacts: -2),
            HRVMinute(minute: Date(timeIntervalSince1970: -60), rmssd: 30, intervals: 60, artefacts: 0),
            HRVMinute(minute: Date(timeIntervalSince1970: 4_102_444_800), rmssd: 30, intervals: 60, artefacts: 0),
            HRVMinute(minute: Date(timeIntervalSince1970: .nan), rmssd: 30, intervals: 60, artefacts: 0),
        ]
        for minute in bad {
            let reason = try #require(minute.implausibility)
            #expect(throws: StoreError.implausibleSample(reason: reason)) {
                try store.recordHRV(good + [minute], source: "strap")
            }
        }
        #expect(throws: StoreError.self) { try store.recordHRV(good, source: "") }
        #expect(try Self.rowCount(store) == 0)
        #expect(try store.sources().isEmpty)
    }

    @Test func aSourceWithOnlyMinutesIsDeletedAndRestored() throws {
        let store = try makeStore(in: directory)
        try store.recordHRV(Self.minutes(5, optical: true), source: "Verity Sense")
        try store.insertSamples([sample(march15(30), 60, "watch")])
        try store.recordHRV(Self.minutes(2), source: "watch", kind: .csv)
        let deleted = try store.deleteSamples(from: "Verity Sense")
        #expect(deleted.count == 0)
        #expect(deleted.hrvMinuteCount == 5)
        #expect(try store.hrvMinutes(on: march15Day) == Self.minutes(2))
        #expect(try store.sources().map(\.name) == ["Verity Sense", "watch"], "the source stays known")
        #expect(try store.sampleCount() == 1)

        #expect(try store.restore(deleted).inserted == 0)
        #expect(try store.hrvMinutes(on: march15Day, hiding: ["watch"]) == Self.minutes(5, optical: true))
        #expect(try store.auditFigures() == [])
    }

    @Test func deletingASourceTakesItsSamplesAndMinutesAndARestoreBringsBothBack() throws {
        let store = try makeStore(in: directory)
        try store.insertSamples((0..<10).map { sample(march15(Double($0) * 60), 60 + Double($0), "Polar H10") }, kind: .ble)
        try store.recordHRV(Self.minutes(10), source: "Polar H10")
        let deleted = try store.deleteSamples(from: "Polar H10")
        #expect(deleted.count == 10 && deleted.hrvMinuteCount == 10)
        #expect(try Self.rowCount(store) == 0)
        #expect(try store.sampleCount() == 0)

        // A minute stored again since is kept; the others come back.
        let since = HRVMinute(minute: march15(), rmssd: 99, intervals: 1, artefacts: 0)
        try store.recordHRV([since], source: "Polar H10")
        #expect(try store.restore(deleted).inserted == 10)
        let minutes = try store.hrvMinutes(on: march15Day)
        #expect(minutes.first == since)
        #expect(Array(minutes.dropFirst()) == Array(Self.minutes(10).dropFirst()))
        #expect(try store.sources().map(\.kind) == [.ble])
        #expect(try store.auditFigures() == [])

        // Restored where the source is unknown, it is made again with its kind.
        let other = try VitalsStore.open(at: directory.file("other.sqlite"), options: .init(timeZone: utc))
        #expect(try other.restore(deleted).inserted == 10)
        #expect(try other.sources().map(\.kind) == [.ble])
        #expect(try other.hrvMinutes(on: march15Day) == Self.minutes(10))
        #expect(try other.auditFigures() == [])
    }

    @Test func deletingDaysTakesTheirMinutesOfEverySourceOnly() throws {
        let store = try makeStore(in: directory)
        let day16 = try #require(CalendarDay("2024-03-16"))
        let day17 = try #require(CalendarDay("2024-03-17"))
        try store.recordHRV(Self.minutes(3, from: march15(86_400 - 120)), source: "strap") // 15th 23:58 … 16th 00:00
        try store.recordHRV(Self.minutes(2, from: march15(2 * 86_400 + 3_600)), source: "watch") // 17th
        try store.recordHRV(Self.minutes(1, from: march15(86_400 + 3_600)), source: "watch") // 16th
        try store.insertSamples([sample(march15(86_400 + 60), 70, "strap")])

        let deleted = try store.deleteSamples(from: day16, through: day16)
        #expect(deleted.count == 1)
        #expect(deleted.hrvMinuteCount == 2)
        #expect(try store.hrvMinutes(on: march15Day).count == 2)
        #expect(try store.hrvMinutes(on: day16).isEmpty)
        #expect(try store.hrvMinutes(on: day17).count == 2)

        try store.restore(deleted)
        #expect(try store.hrvMinutes(on: day16).count == 2)
        #expect(try Self.rowCount(store) == 6)
        #expect(try store.auditFigures() == [])
    }

    @Test func aVersion1DatabaseGainsTheTableAfterVersion2() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/v1.sqlite")
        let database = directory.file("vitals.sqlite")
        try FileManager.default.copyItem(at: fixture, to: database)
        let store = try VitalsStore.open(at: database, options: .init(timeZone: utc))
        #expect(store.access == .readWrite)
        let applied = try store.writer.read { db in try Schema.migrator.appliedIdentifiers(db) }
        #expect(applied == [
            "v1: samples, days, conditions", "v2: sample blocks, sources, hourly and per-source figures",
            "v3: heart-rate variability per minute",
        ])
        let sources = try store.sources()
        try store.recordHRV(Self.minutes(3), source: "Polar H10")
        #expect(try store.sources() == sources, "the existing source takes the minutes")
        #expect(try store.hrvMinutes(on: march15Day).count == 3)
        #expect(try store.auditFigures() == [])
    }

    @Test func aVersion2DatabaseIsMigratedKeepingItsSamples() throws {
        let database = directory.file("vitals.sqlite")
        do {
            let store = try makeStore(in: directory)
            try store.insertSamples([sample(march15(60), 61), sample(march15(120), 62)])
        }
        // Take the file back to version 2, as the previous build left it.
        let queue = try DatabaseQueue(path: database.path)
        try queue.write { db in
            try db.execute(sql: "DROP TABLE hrvMinute")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v3:%'")
        }
        try queue.close()
        let store = try makeStore(in: directory)
        #expect(store.access == .readWrite)
        #expect(try store.sampleCount() == 2)
        try store.recordHRV(Self.minutes(1), source: "test")
        #expect(try Self.rowCount(store) == 1)
    }

    @Test func minutesSurviveTheRecoveryOfADamagedFile() throws {
        do {
            let store = try makeStore(in: directory)
            try store.insertSamples([sample(march15(60), 61, "strap")], kind: .ble)
            try store.recordHRV(Self.minutes(20), source: "strap")
            try store.recordHRV(Self.minutes(4, optical: true), source: "arm band")
            store.noteDamage(DatabaseError(resultCode: .SQLITE_CORRUPT))
        }
        let store = try makeStore(in: directory)
        #expect(store.recoveredBackup != nil)
        #expect(try store.hrvMinutes(on: march15Day, hiding: ["arm band"]) == Self.minutes(20))
        #expect(try store.hrvMinutes(on: march15Day, hiding: ["strap"]) == Self.minutes(4, optical: true))
        try store.rebuildFigures()
        #expect(try Self.rowCount(store) == 24, "recounting the figures leaves the minutes alone")
    }

    @Test func theDayBoundsInWholeSeconds() {
        #expect(VitalsStore.minuteRange(1_000..<5_000) == 1..<5)
        #expect(VitalsStore.minuteRange(1_001..<4_999) == 2..<5)
    }
}
