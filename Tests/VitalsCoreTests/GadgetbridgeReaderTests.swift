import Foundation
import GRDB
import XCTest
@testable import VitalsCore

final class GadgetbridgeReaderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gadgetbridge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Gadgetbridge's DDL as greenDAO generates it (schema 92, GBDaoGenerator).
    static let schema = """
        CREATE TABLE "USER" ("_id" INTEGER PRIMARY KEY ,"NAME" TEXT NOT NULL ,"BIRTHDAY" INTEGER NOT NULL ,"GENDER" INTEGER NOT NULL );
        CREATE TABLE "DEVICE" ("_id" INTEGER PRIMARY KEY ,"NAME" TEXT NOT NULL ,"MANUFACTURER" TEXT NOT NULL ,"IDENTIFIER" TEXT NOT NULL UNIQUE ,"TYPE" INTEGER NOT NULL ,"TYPE_NAME" TEXT NOT NULL ,"MODEL" TEXT,"ALIAS" TEXT,"PARENT_FOLDER" TEXT);
        CREATE TABLE "MI_BAND_ACTIVITY_SAMPLE" ("TIMESTAMP" INTEGER  NOT NULL ,"DEVICE_ID" INTEGER  NOT NULL ,"USER_ID" INTEGER NOT NULL ,"RAW_INTENSITY" INTEGER NOT NULL ,"STEPS" INTEGER NOT NULL ,"RAW_KIND" INTEGER NOT NULL ,"HEART_RATE" INTEGER NOT NULL ,PRIMARY KEY ("TIMESTAMP" ,"DEVICE_ID" ) ON CONFLICT REPLACE) WITHOUT ROWID;
        CREATE TABLE "COLMI_HEART_RATE_SAMPLE" ("TIMESTAMP" INTEGER  NOT NULL ,"DEVICE_ID" INTEGER  NOT NULL ,"USER_ID" INTEGER NOT NULL ,"HEART_RATE" INTEGER NOT NULL ,PRIMARY KEY ("TIMESTAMP" ,"DEVICE_ID" ) ON CONFLICT REPLACE) WITHOUT ROWID;
        CREATE TABLE "HUAMI_HEART_RATE_RESTING_SAMPLE" ("TIMESTAMP" INTEGER  NOT NULL ,"DEVICE_ID" INTEGER  NOT NULL ,"USER_ID" INTEGER NOT NULL ,"UTC_OFFSET" INTEGER NOT NULL ,"HEART_RATE" INTEGER NOT NULL ,PRIMARY KEY ("TIMESTAMP" ,"DEVICE_ID" ) ON CONFLICT REPLACE) WITHOUT ROWID;
        CREATE TABLE "HUAMI_STRESS_SAMPLE" ("TIMESTAMP" INTEGER  NOT NULL ,"DEVICE_ID" INTEGER  NOT NULL ,"USER_ID" INTEGER NOT NULL ,"TYPE_NUM" INTEGER NOT NULL ,"STRESS" INTEGER NOT NULL ,PRIMARY KEY ("TIMESTAMP" ,"DEVICE_ID" ) ON CONFLICT REPLACE) WITHOUT ROWID;
        CREATE TABLE "HUAWEI_WORKOUT_DATA_SAMPLE" ("WORKOUT_ID" INTEGER  NOT NULL ,"TIMESTAMP" INTEGER  NOT NULL ,"HEART_RATE" INTEGER NOT NULL ,"SPEED" INTEGER NOT NULL ,PRIMARY KEY ("WORKOUT_ID" ,"TIMESTAMP" ) ON CONFLICT REPLACE) WITHOUT ROWID;
        INSERT INTO USER VALUES (1, 'Jane', 0, 1);
        INSERT INTO DEVICE VALUES (1, 'Mi Band 3', 'Xiaomi', 'E1:2F:33:44:55:66', 11, 'MIBAND3', NULL, NULL, NULL);
        INSERT INTO DEVICE VALUES (2, 'R02', 'Colmi', 'A0:B1:C2:D3:E4:F5', 400, 'COLMI_R02', NULL, 'my ring', NULL);
        """

    /// A database with `minutes` minutes of Mi Band samples (seconds; markers every few rows)
    /// and Colmi readings every 5 minutes (milliseconds), plus rows that must not be read.
    private func makeDatabase(minutes: Int = 3000) throws -> URL {
        let url = folder.appendingPathComponent("Gadgetbridge")
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: Self.schema)
            var random = SeededGenerator(seed: 42)
            let start: Int64 = 1_700_000_000
            let markers: [Int64] = [255, 0, -1]
            for minute in 0..<Int64(minutes) {
                let rate: Int64 = minute % 5 == 0 ? markers[Int(minute / 5) % 3] : Int64.random(in: 45...170, using: &random)
                try db.execute(sql: "INSERT INTO MI_BAND_ACTIVITY_SAMPLE VALUES (?, 1, 1, ?, ?, 1, ?)",
                               arguments: [start + minute * 60, Int.random(in: 0...200, using: &random), minute % 30, rate])
                if minute % 5 == 2 {
                    try db.execute(sql: "INSERT INTO COLMI_HEART_RATE_SAMPLE VALUES (?, 2, 1, ?)",
                                   arguments: [(start + minute * 60) * 1000 + 250, Int.random(in: 50...120, using: &random)])
                }
            }
            // Implausible values the sink refuses and counts; daily summaries and workout rows not read.
            try db.execute(sql: """
                INSERT INTO MI_BAND_ACTIVITY_SAMPLE VALUES (\(start - 60), 1, 1, 0, 0, 1, 7);
                INSERT INTO MI_BAND_ACTIVITY_SAMPLE VALUES (\(start - 120), 1, 1, 0, 0, 1, 400);
                INSERT INTO COLMI_HEART_RATE_SAMPLE VALUES (\(start * 1000), 3, 1, 66);
                INSERT INTO HUAMI_HEART_RATE_RESTING_SAMPLE VALUES (\(start * 1000), 1, 1, 0, 58);
                INSERT INTO HUAMI_STRESS_SAMPLE VALUES (\(start), 1, 1, 0, 30);
                INSERT INTO HUAWEI_WORKOUT_DATA_SAMPLE VALUES (1, \(start), 140, 3);
                """)
        }
        try queue.close()
        return url
    }

    private func read(_ url: URL) throws -> CollectedSamples {
        var reader = GadgetbridgeReader(file: url)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        return sink
    }

    func testReadingsMatchPythonsSQLite() throws {
        let url = try makeDatabase()
        let sink = try read(url)
        let oracle = try PythonOracle.readings("gadgetbridge_heart_rate.py", [url.path])
        func key(_ time: Int64, _ bpm: Double, _ name: String, _ device: String?) -> String {
            "\(time) \(bpm) \(name) \(device ?? "-")"
        }
        let expected = oracle.map { row in
            key((row[0] as? NSNumber)?.int64Value ?? -1, (row[1] as? NSNumber)?.doubleValue ?? -1,
                row[2] as? String ?? "?", row[3] as? String)
        }
        let actual = sink.readings.map { reading in
            let source = sink.sources[reading.source]
            return key(reading.time, reading.beatsPerMinute, source.name, source.device)
        }
        XCTAssertEqual(actual.count, 2400 + 600 + 1)
        XCTAssertEqual(actual.sorted(), expected.sorted())
        XCTAssertEqual(sink.refused, [.heartRateOutOfRange: 2])
        XCTAssertEqual(Set(sink.sources), [
            SampleSource(name: "Mi Band 3", device: "E1:2F:33:44:55:66"),
            SampleSource(name: "R02", device: "A0:B1:C2:D3:E4:F5"),
            SampleSource(name: "Gadgetbridge device 3"),
        ])
        let colmi = sink.readings.filter { sink.sources[$0.source].name == "R02" }
        XCTAssertEqual(colmi.first?.time, (1_700_000_000 + 2 * 60) * 1000 + 250, "milliseconds table read as such")
        let band = sink.readings.filter { sink.sources[$0.source].name == "Mi Band 3" }
        XCTAssertEqual(band.map(\.time), band.map(\.time).sorted(), "rows ordered per table")
        XCTAssertEqual(sink.bytesRead, try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int).int64)
    }

    func testInMemoryBytesGiveTheSameReadings() throws {
        let url = try makeDatabase(minutes: 500)
        var reader = GadgetbridgeReader(bytes: Array(try Data(contentsOf: url)), file: url)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        XCTAssertEqual(sink.readings, try read(url).readings)
        XCTAssertFalse(sink.readings.isEmpty)
    }

    func testTheFileIsNeverWrittenEvenInWALModeAndReadOnly() throws {
        let url = try makeDatabase(minutes: 200)
        let wal = try DatabaseQueue(path: url.path)
        try wal.writeWithoutTransaction { db in _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
        try wal.close()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        let before = try Data(contentsOf: url)
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let sink = try read(url)
        XCTAssertEqual(sink.readings.count, 160 + 40 + 1)
        XCTAssertEqual(try Data(contentsOf: url), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), listing, "no -wal, -shm or -journal")
    }

    func testPathsThatNeedEscapingInAURI() throws {
        let url = try makeDatabase(minutes: 10)
        let odd = folder.appendingPathComponent("Gadget bridge #1?%.db")
        try FileManager.default.moveItem(at: url, to: odd)
        XCTAssertEqual(try read(odd).readings.count, 8 + 2 + 1)
    }

    func testTextWhereANumberBelongsNamesTheRow() throws {
        let url = try makeDatabase(minutes: 10)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO MI_BAND_ACTIVITY_SAMPLE VALUES (1700000030, 1, 1, 0, 0, 1, 'fast')")
        }
        try queue.close()
        XCTAssertThrowsError(try read(url)) { error in
            guard case let ImportError.invalid(_, place, reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(place.position, .row(table: "MI_BAND_ACTIVITY_SAMPLE", id: 4))
            XCTAssertTrue(reason.contains("HEART_RATE is the text “fast”, not a number"), reason)
        }
    }

    func testSQLiteThatIsNotGadgetbridgeIsUnsupported() throws {
        let url = folder.appendingPathComponent("other.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)") }
        try queue.close()
        XCTAssertThrowsError(try read(url)) { error in
            guard case let ImportError.unsupportedFormat(file, found) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, url)
            XCTAssertTrue(found?.contains("not a Gadgetbridge export") == true, found ?? "")
        }
        let devicesOnly = folder.appendingPathComponent("devices.sqlite")
        let second = try DatabaseQueue(path: devicesOnly.path)
        try second.write { db in
            try db.execute(sql: #"CREATE TABLE "DEVICE" ("_id" INTEGER PRIMARY KEY ,"NAME" TEXT NOT NULL ,"MANUFACTURER" TEXT NOT NULL ,"IDENTIFIER" TEXT NOT NULL UNIQUE)"#)
        }
        try second.close()
        XCTAssertThrowsError(try read(devicesOnly)) { error in
            guard case let ImportError.invalid(_, place, reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(place.position, .whole)
            XCTAssertTrue(reason.contains("no table with TIMESTAMP, DEVICE_ID and HEART_RATE"), reason)
        }
    }

    func testNotSQLiteEmptyAndCorruptFilesGiveClearErrors() throws {
        let text = folder.appendingPathComponent("Gadgetbridge.txt")
        try Data("timestamp,bpm\n".utf8).write(to: text)
        let empty = folder.appendingPathComponent("empty")
        try Data().write(to: empty)
        for url in [text, empty] {
            XCTAssertThrowsError(try read(url)) { error in
                guard case ImportError.unsupportedFormat(url, nil) = error else { return XCTFail("\(error)") }
            }
        }
        let good = try Data(contentsOf: try makeDatabase(minutes: 400))
        var damaged = good
        for index in stride(from: 4096, to: damaged.count, by: 3) { damaged[index] = 0xA5 }
        var truncated = good.prefix(100)
        truncated[99] = 0
        var headerOnly = good
        headerOnly.replaceSubrange(16..<18, with: [0x00, 0x03])  // page size 3: impossible
        for (name, bytes) in [("damaged", damaged), ("truncated", Data(truncated)), ("header", headerOnly)] {
            let url = folder.appendingPathComponent(name)
            try bytes.write(to: url)
            XCTAssertThrowsError(try read(url), name) { error in
                guard case let ImportError.invalid(file, _, reason) = error else { return XCTFail("\(name): \(error)") }
                XCTAssertEqual(file, url)
                XCTAssertTrue(reason.contains("SQLite") || reason.contains("Gadgetbridge"), "\(name): \(reason)")
            }
        }
    }

    /// Mutated databases never crash or hang (bounded to a few seconds).
    func testMutatedDatabasesNeverCrash() throws {
        let good = Array(try Data(contentsOf: try makeDatabase(minutes: 300)))
        var random = SeededGenerator(seed: 11)
        let deadline = Date().addingTimeInterval(3)
        var runs = 0
        while Date() < deadline {
            var bytes = good
            for _ in 0..<Int.random(in: 1...20, using: &random) {
                bytes[Int.random(in: 16..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            if runs % 10 == 0 { bytes.removeSubrange(Int.random(in: 16..<bytes.count, using: &random)...) }
            var reader = GadgetbridgeReader(bytes: bytes, file: URL(fileURLWithPath: "/tmp/Gadgetbridge"))
            var sink = CollectedSamples(limit: 100_000)
            do {
                try reader.read(into: &sink)
            } catch is ImportError {}
            runs += 1
        }
        XCTAssertGreaterThan(runs, 20)
    }
}

private extension Int {
    var int64: Int64 { Int64(self) }
}
