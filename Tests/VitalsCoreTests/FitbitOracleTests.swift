import Foundation
import XCTest
@testable import VitalsCore

/// Generated Fitbit files checked against Python's `json` module, buffer boundaries, and a
/// bounded mutation loop.
final class FitbitOracleTests: XCTestCase {
    /// A day of export records with varied whitespace, member order, escapes and extra members,
    /// large enough to cross several 64 KiB buffers.
    static func exportFile(day: Int, records: Int, seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        let spaces = ["", " ", "\n", "\r\n  ", "\t"]
        var text = "["
        for index in 0..<records {
            let second = index * 5 % 86_400
            let time = String(format: "04/%02d/19 %02d:%02d:%02d", day, second / 3600, second / 60 % 60, second % 60)
            let bpm = Int.random(in: 35...190, using: &random)
            let space = { spaces.randomElement(using: &random) ?? "" }
            let bpmText = Bool.random(using: &random) ? "\(bpm)" : "\(bpm).0e0"
            let dateKey = Bool.random(using: &random) ? "dateTime" : "date\\u0054ime"
            let date = Bool.random(using: &random) ? time : time.replacingOccurrences(of: "/", with: "\\/")
            let value = "{\(space())\"bpm\"\(space()):\(space())\(bpmText),\"confidence\":\(Int.random(in: 0...3, using: &random))}"
            let member = "\"\(dateKey)\"\(space()):\(space())\"\(date)\""
            let extra = index % 7 == 0 ? ",\"n\\u00f6te\":[\"\\ud83d\\ude00\",{\"x\":null}]" : ""
            let record = Bool.random(using: &random)
                ? "{\(member),\(space())\"value\":\(value)\(extra)}"
                : "{\"value\"\(space()):\(value),\(member)\(extra)}"
            text += (index == 0 ? "" : ",\(space())") + record
        }
        return Array((text + "]\n").utf8)
    }

    private func read(_ bytes: [UInt8], trickle: Bool = false) throws -> CollectedSamples {
        let file = URL(fileURLWithPath: "/tmp/generated.json")
        var reader = trickle
            ? FitbitReader(source: TrickleBytes(bytes), file: file)
            : FitbitReader(source: MemoryBytes(bytes), file: file)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        return sink
    }

    func testGeneratedFilesMatchPythonsJSONModule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitbit-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var total = 0
        for day in 1...3 {
            let url = folder.appendingPathComponent(String(format: "heart_rate-2019-04-%02d.json", day))
            let bytes = Self.exportFile(day: day, records: 3000 * day, seed: UInt64(day))
            try Data(bytes).write(to: url)
            var reader = try FitbitReader(file: url)
            var sink = CollectedSamples()
            try reader.read(into: &sink)
            let oracle = try PythonOracle.readings("fitbit_heart_rate.py", [url.path])
            let expected = oracle.compactMap { pair -> [Double]? in
                guard let time = pair.first as? NSNumber, let bpm = pair.last as? NSNumber else { return nil }
                return [time.doubleValue, bpm.doubleValue]
            }
            XCTAssertEqual(expected.count, 3000 * day)
            XCTAssertEqual(sink.readings.map { [Double($0.time), $0.beatsPerMinute] }, expected)
            XCTAssertTrue(sink.refused.isEmpty)
            XCTAssertEqual(sink.bytesRead, Int64(bytes.count))
            total += sink.readings.count
        }
        XCTAssertEqual(total, 18_000)
    }

    func testWebAPIResponseMatchesPython() throws {
        var dataset: [String] = []
        for minute in stride(from: 0, to: 1440, by: 7) {
            dataset.append(String(format: "{\"time\":\"%02d:%02d:00\",\"value\":%d}", minute / 60, minute % 60, 50 + minute % 90))
        }
        let text = "{\"activities-heart\":[{\"dateTime\":\"2021-07-14\",\"value\":{\"restingHeartRate\":55}}],"
            + "\"activities-heart-intraday\":{\"dataset\":[\(dataset.joined(separator: ","))],\"datasetInterval\":1}}"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fitbit-web-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for zone in ["UTC", "America/New_York", "Asia/Kolkata"] {
            var reader = try FitbitReader(file: url, webTimeZone: try XCTUnwrap(TimeZone(identifier: zone)))
            var sink = CollectedSamples()
            try reader.read(into: &sink)
            let expected = try PythonOracle.readings("fitbit_heart_rate.py", [url.path, zone]).map { pair in
                pair.compactMap { ($0 as? NSNumber)?.doubleValue }
            }
            XCTAssertEqual(sink.readings.map { [Double($0.time), $0.beatsPerMinute] }, expected, zone)
            XCTAssertEqual(expected.count, dataset.count)
        }
    }

    func testBufferBoundariesDoNotChangeTheResult() throws {
        let bytes = Self.exportFile(day: 9, records: 2500, seed: 99)
        XCTAssertGreaterThan(bytes.count, 2 * JSONPullParser.bufferSize)
        XCTAssertEqual(try read(bytes, trickle: true).readings, try read(bytes).readings)
    }

    func testProgressGrowsAndEndsAtTheFileSize() throws {
        struct Recorder: SampleSink {
            var positions: [Int64] = []
            mutating func id(of source: SampleSource) throws -> Int { 0 }
            mutating func add(time: Int64, beatsPerMinute: Double, source: Int) throws {}
            mutating func advanced(to bytesRead: Int64) throws { positions.append(bytesRead) }
        }
        let bytes = Self.exportFile(day: 2, records: 8000, seed: 5)
        var reader = FitbitReader(source: MemoryBytes(bytes), file: URL(fileURLWithPath: "/tmp/p.json"))
        var recorder = Recorder()
        try reader.read(into: &recorder)
        XCTAssertGreaterThan(recorder.positions.count, 3)
        XCTAssertEqual(recorder.positions, recorder.positions.sorted())
        XCTAssertEqual(recorder.positions.last, Int64(bytes.count))
    }

    /// Random and mutated inputs never crash or hang; every failure is an ``ImportError``.
    func testMutatedInputsNeverCrashOrHang() throws {
        let seeds: [[UInt8]] = [
            Self.exportFile(day: 1, records: 40, seed: 7),
            Array(#"{"activities-heart":[{"dateTime":"2019-04-22"}],"activities-heart-intraday":{"dataset":[{"time":"00:00:01","value":60}]}}"#.utf8),
            Array(#"["\ud83d\ude00\u00e9\n", 1e5, -0.0, true, false, null, {"a":[[]]}]"#.utf8),
        ]
        var random = SeededGenerator(seed: 2024)
        let interesting: [UInt8] = Array("[]{}\":,\\u0123456789eE+-.tfn \n".utf8) + [0, 0x1F, 0x80, 0xFF]
        let deadline = Date().addingTimeInterval(4)
        var runs = 0
        var failures = 0
        while Date() < deadline {
            var bytes = seeds[runs % seeds.count]
            for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes[index] = interesting.randomElement(using: &random) ?? 0
                case 2: bytes.remove(at: index)
                case 3: bytes.insert(interesting.randomElement(using: &random) ?? 0, at: index)
                case 4: bytes.removeSubrange(index...)
                default:
                    let end = min(bytes.count, index + Int.random(in: 1...64, using: &random))
                    bytes.insert(contentsOf: bytes[index..<end], at: index)
                }
            }
            if runs % 50 == 0 {
                bytes = (0..<Int.random(in: 0...200, using: &random)).map { _ in
                    interesting.randomElement(using: &random) ?? 0
                }
            }
            var reader = FitbitReader(source: MemoryBytes(bytes), file: URL(fileURLWithPath: "/tmp/fuzz.json"))
            var sink = CollectedSamples(limit: 100_000)
            do {
                try reader.read(into: &sink)
            } catch is ImportError {
                failures += 1
            }
            runs += 1
        }
        XCTAssertGreaterThan(runs, 1000)
        XCTAssertGreaterThan(failures, 0)
    }
}
