import Foundation
import XCTest
@testable import VitalsCore

/// The per-row cost of ``CSVSampleReader`` against the store's earlier CSV path (the same
/// ``CSVReader`` with the range-checking parsers) and Python's `csv` module with the
/// reference conversion. Run in release: `VITALS_CSV_BENCH=1 swift test -c release
/// --filter CSVSpeedTests`.
final class CSVSpeedTests: XCTestCase {
    func testOneMillionRows() throws {
        guard ProcessInfo.processInfo.environment["VITALS_CSV_BENCH"] == "1" else {
            throw XCTSkip("set VITALS_CSV_BENCH=1 (in a release build) to measure")
        }
        let rows = 1_000_000
        var text = "timestamp,bpm,source\n"
        text.reserveCapacity(rows * 32)
        for index in 0..<rows {
            text += "\(1_700_000_000 + index),\(60 + index % 90),Polar H10\n"
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitals-bench.csv")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let earlier = try Self.seconds { try Self.earlierPath(url) }
        var count = 0
        let new = try Self.seconds {
            var reader = try CSVSampleReader(file: url, options: CSVOptions(timeZone: TimeZone(secondsFromGMT: 0) ?? .current))
            var sink = CollectedSamples()
            try reader.read(into: &sink)
            count = sink.readings.count
        }
        let python = try Self.seconds {
            _ = try CSVOracleTests.runOracle(url, ["--time", "timestamp", "--bpm", "bpm", "--source", "source",
                                                   "--format", "epoch"])
        }
        XCTAssertEqual(count, rows)
        print(String(format: "CSV 1M rows: new reader %.3f s, earlier path %.3f s (%.2fx), Python csv oracle %.3f s (%.1fx faster)",
                     new, earlier, new / earlier, python, python / new))
        XCTAssertLessThan(new, earlier * 1.25, "the new reader costs at most 25 % more a row than the earlier path")
    }

    /// The earlier import's per-row work: split, range-checked parse, a String per source.
    private static func earlierPath(_ url: URL) throws {
        let reader = try CSVReader(file: url, separator: .comma)
        var timestamps = TimestampParser(timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        var sink = CollectedSamples()
        _ = try reader.next()
        let source = try sink.id(of: SampleSource(name: "csv"))
        while try reader.next() {
            let time = try reader.withField(0) { field throws(TimestampParser.Failure) in try timestamps.milliseconds(field) }
            let bpm = try reader.withField(1) { field throws(HeartRateParser.Failure) in try HeartRateParser.beatsPerMinute(field) }
            _ = try CSVCell.unescaped(reader.text(2)).trimmingCharacters(in: .whitespaces)
            try sink.add(time: time, beatsPerMinute: bpm, source: source)
        }
    }

    private static func seconds(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
