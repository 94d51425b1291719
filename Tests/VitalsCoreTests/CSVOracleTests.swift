import Foundation
import XCTest
@testable import VitalsCore

/// ``CSVSampleReader`` against Python's `csv` module and a reference conversion
/// (`Tests/Oracles/csv_heart_rate.py`) on generated files of every dialect: the oracle is told
/// the separator, columns, time format and units; the reader finds them out itself. Every
/// (time, BPM, source) must agree, and so must the refusal counts.
final class CSVOracleTests: XCTestCase {
    /// One generated dialect: how to write a row, and what the oracle is told.
    struct Dialect: Sendable {
        var name: String
        var header: String
        var oracleArguments: [String]
        var lineEnd = "\n"
        var bom = false
        /// A row for `milliseconds`, `bpm` (as written) and a source name.
        var row: @Sendable (Int64, String, String, inout SeededGenerator) -> String
    }

    static let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Oracles/csv_heart_rate.py")

    func testEveryDialectAgreesWithTheOracle() throws {
        var generator = SeededGenerator(seed: 25)
        for dialect in Self.dialects {
            let text = Self.generate(dialect, rows: 2_000, using: &generator)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitals-oracle-\(dialect.name).csv")
            try Data(text.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }

            var reader = try CSVSampleReader(file: url, options: CSVTest.options())
            var sink = CollectedSamples()
            try reader.read(into: &sink)
            let expected = try Self.runOracle(url, dialect.oracleArguments)

            XCTAssertEqual(reader.rowsRead, expected.rows, dialect.name)
            XCTAssertEqual(reader.rowsWithoutHeartRate, expected.empty, dialect.name)
            XCTAssertEqual(sink.refused[.heartRateOutOfRange, default: 0], expected.refusedHeartRate, dialect.name)
            XCTAssertEqual(sink.refused[.timeOutOfRange, default: 0], expected.refusedTime, dialect.name)
            let triples = CSVTest.triples(sink)
            XCTAssertEqual(triples.count, expected.kept.count, dialect.name)
            XCTAssertGreaterThan(triples.count, 1_000, "\(dialect.name): most rows are plausible")
            XCTAssertEqual(triples.first, expected.kept.first, dialect.name)
            XCTAssertEqual(triples.last, expected.kept.last, dialect.name)
            XCTAssertEqual(triples.map(\.bpm).min(), expected.kept.map(\.bpm).min(), dialect.name)
            XCTAssertEqual(triples.map(\.bpm).max(), expected.kept.map(\.bpm).max(), dialect.name)
            let mismatch = zip(triples, expected.kept).enumerated().first { $0.element.0 != $0.element.1 }
            XCTAssertNil(mismatch, "\(dialect.name): first difference at reading \(mismatch?.offset ?? -1)")
        }
    }

    // MARK: - Generation

    static let dialects: [Dialect] = [
        Dialect(name: "ours", header: "timestamp,bpm,source,note", oracleArguments: [
            "--time", "timestamp", "--bpm", "bpm", "--source", "source", "--format", "iso",
        ]) { ms, bpm, source, generator in
            let note = ["", "\"a, b\"", "\"two\nlines\"", "\"say \"\"hi\"\"\""].randomElement(using: &generator) ?? ""
            return "\(iso(ms)),\(bpm),\(source),\(note)"
        },
        Dialect(name: "semicolon", header: "Zeit;Puls (bpm);Gerät", oracleArguments: [
            "--delimiter", ";", "--time", "Zeit", "--bpm", "Puls (bpm)", "--source", "Gerät",
            "--format", "%d.%m.%Y %H:%M:%S", "--decimal-comma",
        ], lineEnd: "\r\n", bom: true) { ms, bpm, source, _ in
            "\(formatted(ms, "dd.MM.yyyy HH:mm:ss"));\(bpm.replacingOccurrences(of: ".", with: ","));\(source)"
        },
        Dialect(name: "tab-epoch-ms", header: "time\tHR\tdevice", oracleArguments: [
            "--delimiter", "\t", "--time", "time", "--bpm", "HR", "--source", "device", "--format", "epoch",
        ]) { ms, bpm, source, _ in "\(ms)\t\(bpm)\t\(source)" },
        Dialect(name: "date-and-time", header: "Date,Time,Heart Rate (bpm)", oracleArguments: [
            "--time", "Date+Time", "--bpm", "Heart Rate (bpm)", "--format", "%Y-%m-%d %H:%M:%S",
        ], lineEnd: "\r") { ms, bpm, _, _ in "\(formatted(ms, "yyyy-MM-dd")),\(formatted(ms, "HH:mm:ss")),\(bpm)" },
        Dialect(name: "us-dates", header: "Start,Pulse,sourceName", oracleArguments: [
            "--time", "Start", "--bpm", "Pulse", "--source", "sourceName", "--format", "%m/%d/%Y %I:%M:%S %p",
        ]) { ms, bpm, source, _ in "\(formatted(ms, "M/d/yyyy h:mm:ss a")),\(bpm),\"\(source)\"" },
        Dialect(name: "offsets", header: "datetime;heart_rate", oracleArguments: [
            "--delimiter", ";", "--time", "datetime", "--bpm", "heart_rate", "--format", "iso", "--decimal-comma",
        ]) { ms, bpm, _, generator in
            let hours = Int.random(in: -11...13, using: &generator)
            let local = ms + Int64(hours) * 3_600_000
            let sign = hours < 0 ? "-" : "+"
            return "\(formatted(local, "yyyy-MM-dd'T'HH:mm:ss.SSS"))\(sign)\(String(format: "%02d:00", abs(hours)));\(bpm)"
        },
        Dialect(name: "openhrv", header: "event,value,timestamp", oracleArguments: [
            "--time", "timestamp", "--bpm", "value", "--format", "iso", "--openhrv",
        ]) { ms, bpm, _, generator in
            let iso = formatted(ms, "yyyy-MM-dd'T'HH:mm:ss.SSS") + String(format: "%03d", Int.random(in: 0...999, using: &generator))
            let interval = Double(bpm).map { Int(60_000 / max($0, 1)) } ?? 1000
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: return "HeartRateVariability,\(Double.random(in: 5...90, using: &generator)),\(iso)"
            case 1: return "Sensors,Polar H10 1234ABCD, A0:9E:1A:00:00:01,\(iso)"
            case 2: return "Annotation,rest, eyes closed,\(iso)"
            default: return "InterBeatInterval,\(interval),\(iso)"
            }
        },
    ]

    static func generate(_ dialect: Dialect, rows: Int, using generator: inout SeededGenerator) -> String {
        var text = (dialect.bom ? "\u{FEFF}" : "") + dialect.header + dialect.lineEnd
        var ms: Int64 = 1_700_000_000_000 + Int64.random(in: 0...1_000_000_000, using: &generator)
        let sources = ["Polar H10", "Forerunner 935", "Tom’s Apple Watch", ""]
        for index in 0..<rows {
            ms += Int64.random(in: 1_000...5_000, using: &generator)
            let bpm: String
            switch Int.random(in: 0..<100, using: &generator) {
            case 0: bpm = String(Int.random(in: 301...400, using: &generator))  // refused: too fast
            case 1: bpm = String(format: "%.1f", Double.random(in: 1...19.9, using: &generator))  // refused: too slow
            case 2 where dialect.name != "openhrv": bpm = ""  // no reading
            case 3...30: bpm = String(format: "%.2f", Double.random(in: 40...200, using: &generator))
            default: bpm = String(Int.random(in: 40...200, using: &generator))
            }
            let source = sources.randomElement(using: &generator) ?? ""
            // A blank line now and then, which both skip.
            if index % 500 == 499 {
                text += dialect.lineEnd
            }
            text += dialect.row(ms, bpm, source, &generator) + dialect.lineEnd
        }
        return text
    }

    static func iso(_ ms: Int64) -> String { TimestampFormatter.string(millisecondsSince1970: ms) }

    static func formatted(_ ms: Int64, _ format: String) -> String {
        formatters.string(ms, format)
    }

    /// DateFormatters by format, made once (making one per row is slow).
    static let formatters = FormatterCache()

    final class FormatterCache: @unchecked Sendable {
        private let lock = NSLock()
        private var formatters: [String: DateFormatter] = [:]

        func string(_ ms: Int64, _ format: String) -> String {
            lock.lock()
            defer { lock.unlock() }
            let formatter = formatters[format] ?? {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = TimeZone(secondsFromGMT: 0)
                formatter.dateFormat = format
                formatters[format] = formatter
                return formatter
            }()
            return formatter.string(from: Date(millisecondsSince1970: ms))
        }
    }

    // MARK: - The oracle

    struct OracleResult {
        var rows: Int
        var kept: [CSVTest.Triple]
        var refusedHeartRate: Int
        var refusedTime: Int
        var empty: Int
    }

    /// Runs the oracle; fails (never skips) when python3 or the script is missing or fails.
    static func runOracle(_ file: URL, _ arguments: [String]) throws -> OracleResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", oracle.path, file.path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleFailure(message: "the oracle failed (\(process.terminationStatus)): \(message)")
        }
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let rows = json["rows"] as? Int, let kept = json["kept"] as? [[Any]],
              let refusedHeartRate = json["refused_bpm"] as? Int, let refusedTime = json["refused_time"] as? Int,
              let empty = json["empty"] as? Int
        else { throw OracleFailure(message: "unexpected oracle output") }
        let triples = try kept.map { item in
            guard item.count == 3, let ms = item[0] as? Int, let text = item[1] as? String, let bpm = Double(text),
                  let source = item[2] as? String
            else { throw OracleFailure(message: "unexpected oracle reading \(item)") }
            return CSVTest.Triple(time: Int64(ms), bpm: bpm, source: source)
        }
        return OracleResult(rows: rows, kept: triples, refusedHeartRate: refusedHeartRate, refusedTime: refusedTime,
                            empty: empty)
    }

    struct OracleFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
