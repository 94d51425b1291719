import Foundation
import XCTest
@testable import VitalsCore

/// The CSV reader's guarantees kept from the store-level CSV tests (CSVImportTests,
/// CSVLimitTests, CSVHeaderTests), now checked on ``CSVSampleReader`` over a ``ByteSource``.
final class CSVReaderGuaranteeTests: XCTestCase {
    typealias Triple = CSVTest.Triple
    let march15 = CSVTest.march15

    func testISOTimestampsInEveryAcceptedForm() throws {
        let sink = try CSVTest.read("""
            timestamp,bpm
            2024-03-15T08:30:00Z,61
            2024-03-15T09:30:00+01:00,62
            2024-03-15 08:31:00Z,63
            2024-03-15T08:32Z,64
            2024-03-15T03:33:00.250-05:00,65
            2024-03-15T08:34:00.5+0000,66
            2024-03-15T08:35:00,67
            2024-03-15t08:36:00z,68

            """)
        let base = march15 + (8 * 3600 + 30 * 60) * 1000
        XCTAssertEqual(sink.readings.map(\.time), [
            base, base, base + 60_000, base + 120_000, base + 180_250, base + 240_500, base + 300_000, base + 360_000,
        ])
        XCTAssertEqual(sink.readings.map(\.beatsPerMinute), [61, 62, 63, 64, 65, 66, 67, 68])
    }

    func testATimestampWithoutOffsetIsLocalTimeInTheOptionsZoneAcrossDaylightSaving() throws {
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        // Clocks went back at 03:00 on 2024-10-27 in Berlin: 01:30 is +02:00, 12:00 is +01:00.
        let sink = try CSVTest.read("timestamp,bpm\n2024-10-27T01:30:00,60\n2024-10-27T12:00:00,61\n",
                                    CSVTest.options(timeZone: berlin))
        let formatter = ISO8601DateFormatter()
        XCTAssertEqual(sink.readings.map(\.time), [
            try XCTUnwrap(formatter.date(from: "2024-10-26T23:30:00Z")).millisecondsSince1970,
            try XCTUnwrap(formatter.date(from: "2024-10-27T11:00:00Z")).millisecondsSince1970,
        ])
    }

    func testEpochSecondsAndFractions() throws {
        let sink = try CSVTest.read("bpm,timestamp\n70,1710460800\n71.5,1710460860.75\n")
        XCTAssertEqual(CSVTest.triples(sink), [Triple(time: march15, bpm: 70), Triple(time: march15 + 60_750, bpm: 71.5)])
    }

    func testABOMCRLFQuotesSourcesExtraColumnsAndBlankLines() throws {
        let text = "\u{FEFF}Timestamp , BPM,Source,note\r\n"
            + "2024-03-15T00:00:00Z,60,watch,\"a, b\"\r\n"
            + "\r\n"
            + "\"2024-03-15T00:01:00Z\",\"61\",\"chest \"\"strap\"\"\",\"two\r\nlines\"\r\n"
            + "2024-03-15T00:02:00Z,62,,x\r\n"
            + "2024-03-15T00:03:00Z,63,'=formula,x"
        let (sink, reader) = try CSVTest.read(Array(text.utf8))
        XCTAssertEqual(reader.rowsRead, 4)
        XCTAssertEqual(CSVTest.triples(sink), [
            Triple(time: march15, bpm: 60, source: "watch"), Triple(time: march15 + 60_000, bpm: 61, source: "chest \"strap\""),
            Triple(time: march15 + 120_000, bpm: 62), Triple(time: march15 + 180_000, bpm: 63, source: "=formula"),
        ])
    }

    func testCROnlyLineEndsAndAnEmptySourceGetTheDefault() throws {
        let sink = try CSVTest.read("timestamp,bpm,source\r1710460800,60,\r1710460860,61, \r",
                                    CSVTest.options(defaultSource: "Import"))
        XCTAssertEqual(CSVTest.triples(sink), [Triple(time: march15, bpm: 60, source: "Import"),
                                               Triple(time: march15 + 60_000, bpm: 61, source: "Import")])
    }

    func testAHeaderOnlyFileReadsNothingWithoutError() throws {
        let (sink, reader) = try CSVTest.read(Array("timestamp,bpm\n".utf8))
        XCTAssertEqual(sink.readings.count, 0)
        XCTAssertEqual(reader.rowsRead, 0)
        XCTAssertEqual(sink.sources, [], "no source is created for a file without rows")
    }

    /// Structural errors keep their ``ImportError/malformed(file:line:reason:)`` form.
    func testMalformedFilesNameTheLineAndReason() {
        let cases: [(String, Int, ImportError.Reason)] = [
            ("", 1, .emptyFile),
            ("\u{FEFF}\n\n", 1, .emptyFile),
            ("timestamp,bpm,bpm\n", 1, .repeatedColumn("bpm")),
            ("source,timestamp,Source,bpm\n", 1, .repeatedColumn("source")),
            ("timestamp,Time_Stamp,bpm\n", 1, .repeatedColumn("timestamp")),
            ("timestamp,bpm\n1710460800,60\n1710460860\n", 3, .fieldCount(expected: 2, found: 1)),
            ("timestamp,bpm\n1710460800,60,7\n", 2, .fieldCount(expected: 2, found: 3)),
            ("timestamp,bpm\n1710460800,\"60\n", 2, .unterminatedQuote),
            ("timestamp,bpm\n1710460800,6\"0\n", 2, .strayQuote),
            ("timestamp,bpm\n1710460800,\"60\"x\n", 2, .strayQuote),
        ]
        for (text, line, reason) in cases {
            let error = CSVTest.error(text)
            XCTAssertEqual(error, .malformed(file: CSVTest.file, line: line, reason: reason), text.debugDescription)
            XCTAssertEqual(error?.message.hasPrefix("\(CSVTest.file.path), line \(line): "), true)
        }
    }

    func testLinesCountPhysicalLinesAQuotedLineBreakIncluded() {
        let error = CSVTest.error("timestamp,bpm,note\r\n1710460800,60,n\r\n1710460860,61,\"a\r\nb\"\r\n1710460920,x,n\r\n")
        XCTAssertEqual(error, .invalid(file: CSVTest.file, place: FilePlace(.line(5)),
                                       reason: "the “bpm” value “x” is not a number"))
    }

    func testInvalidUTF8InASourceIsMalformed() {
        let bytes = Array("timestamp,bpm,source\n1710460800,60,caf".utf8) + [0xE9] + Array("\n".utf8)
        XCTAssertEqual(CSVTest.error(bytes), .malformed(file: CSVTest.file, line: 2, reason: .invalidText))
    }

    func testANULByteInAnyFieldIsRefusedWithItsLine() {
        let cases: [(String, Int)] = [
            ("timestamp,bpm,source\n1710460800,60,wat\u{0}ch\n", 2),
            ("timestamp,bpm,source\n1710460800,60,\"wat\u{0}ch\"\n", 2),
            ("time\u{0}stamp,bpm\n1710460800,60\n", 1),
            ("timestamp,bpm,note\n1710460800,60,ok\n1710460860,61,a\u{0}\n", 3),
            ("timestamp,bpm\n1710460800\u{0},60\n", 2),
            ("timestamp,bpm,note\n1710460800,60,\"a\n\u{0}\"\n", 2),
            ("timestamp;bpm\n1710460800;6\u{0}0\n", 2),
        ]
        for (text, line) in cases {
            let error = CSVTest.error(text)
            XCTAssertEqual(error, .malformed(file: CSVTest.file, line: line, reason: .nulCharacter), text.debugDescription)
            XCTAssertEqual(error?.message.contains("NUL"), true)
        }
    }

    func testAHugeLineIsRefusedWithoutReadingItWhole() {
        let text = "timestamp,bpm\n1710460800,60\n1710460860," + String(repeating: "9", count: 1_000_000) + "\n"
        XCTAssertEqual(CSVTest.error(text), .malformed(file: CSVTest.file, line: 3,
                                                       reason: .lineTooLong(limit: CSVReader.maximumRecordLength)))
    }

    func testALineOfSeparatorsIsRefusedAtTheFieldLimit() {
        for separator in [",", ";", "\t"] {
            let text = "timestamp\(separator)bpm\n1710460800\(separator)60" + String(repeating: separator, count: 5_000_000) + "\n"
            XCTAssertEqual(CSVTest.error(text), .malformed(file: CSVTest.file, line: 2,
                                                           reason: .tooManyFields(limit: CSVReader.maximumFieldCount)))
        }
        XCTAssertEqual(CSVTest.error(String(repeating: ",", count: 2_000_000) + "\n1710460800,60\n"),
                       .malformed(file: CSVTest.file, line: 1, reason: .tooManyFields(limit: CSVReader.maximumFieldCount)))
    }

    func testQuotesCountTowardsTheLineLimit() {
        // 80,000 bytes that unquote to 40,000: the bytes read are what count.
        let cell = "\"" + String(repeating: "\"\"", count: 40_000) + "\""
        XCTAssertEqual(CSVTest.error("timestamp,bpm,source\n1710460800,60," + cell + "\n"),
                       .malformed(file: CSVTest.file, line: 2, reason: .lineTooLong(limit: CSVReader.maximumRecordLength)))
    }

    func testTheLineLimitCountsEveryByteButTheLineBreak() throws {
        let prefix = "1710460800,60,"
        let longest = prefix + String(repeating: "x", count: CSVReader.maximumRecordLength - prefix.utf8.count)
        XCTAssertEqual(try CSVTest.read("timestamp,bpm,note\r\n" + longest + "\r\n").readings.count, 1)
        XCTAssertEqual(CSVTest.error("timestamp,bpm,note\n1710460860,60,x" + longest.dropFirst(prefix.utf8.count) + "\n"),
                       .malformed(file: CSVTest.file, line: 2, reason: .lineTooLong(limit: CSVReader.maximumRecordLength)))
    }

    func testTheFieldLimitIsInclusive() throws {
        let extra = CSVReader.maximumFieldCount - 2
        let header = "timestamp,bpm" + String(repeating: ",x", count: extra)
        XCTAssertEqual(try CSVTest.read(header + "\n1710460800,60" + String(repeating: ",", count: extra) + "\n")
            .readings.count, 1)
        XCTAssertEqual(CSVTest.error(header + ",x\n"),
                       .malformed(file: CSVTest.file, line: 1, reason: .tooManyFields(limit: CSVReader.maximumFieldCount)))
    }

    /// 21,000 distinct short names (63 KB, under the byte limit): refused at the field limit at once.
    func testAHeaderOfTwentyOneThousandDistinctNamesIsRefusedAtOnce() {
        let names = (0..<21_000).map { "c" + String($0, radix: 36) }
        let start = Date()
        XCTAssertEqual(CSVTest.error("timestamp,bpm," + names.joined(separator: ",") + "\n"),
                       .malformed(file: CSVTest.file, line: 1, reason: .tooManyFields(limit: CSVReader.maximumFieldCount)))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// The layout is found in one pass: 1,000 names with the columns at the end.
    func testTheHeaderIsReadInLinearTime() throws {
        var names = (0..<1_000).map { "c" + String($0, radix: 36) }
        names.insert("bpm", at: 500)
        names.append("TIMESTAMP")
        let layout = try CSVLayout(names: names, options: CSVTest.options(), file: CSVTest.file, line: 1)
        XCTAssertEqual(layout.time, 1_001)
        XCTAssertEqual(layout.heartRate, 500)
        XCTAssertNil(layout.source)
        XCTAssertThrowsError(try CSVLayout(names: names + ["bpm"], options: CSVTest.options(), file: CSVTest.file, line: 1)) {
            XCTAssertEqual($0 as? ImportError, .malformed(file: CSVTest.file, line: 1, reason: .repeatedColumn("bpm")))
        }
    }

    func testMissingAndUnreadableFiles() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/vitals-missing.csv")
        XCTAssertThrowsError(try CSVSampleReader(file: missing, options: CSVTest.options())) {
            XCTAssertEqual($0 as? ImportError, .unreadable(file: missing, reason: "No such file or directory"))
        }
        let folder = FileManager.default.temporaryDirectory
        XCTAssertThrowsError(try CSVSampleReader(file: folder, options: CSVTest.options())) {
            XCTAssertEqual($0 as? ImportError, .unreadable(file: folder, reason: "it is a folder"))
        }
    }

    func testAFileIsStreamedWithProgressByChunk() throws {
        let rows = 40_000
        let text = "timestamp,bpm\n" + (0..<rows).map { "\(1_710_460_800 + $0 * 10),\(60 + $0 % 40)" }.joined(separator: "\n")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitals-csv-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var reader = try CSVSampleReader(file: url, options: CSVTest.options())
        var sink = ProgressRecorder()
        try reader.read(into: &sink)
        XCTAssertEqual(sink.collected.readings.count, rows)
        XCTAssertGreaterThanOrEqual(sink.reports.count, 3, "a report per chunk and one at the end")
        XCTAssertEqual(sink.reports, sink.reports.sorted())
        XCTAssertEqual(sink.reports.last, Int64(text.utf8.count))
    }
}

/// A sink that records every progress report.
struct ProgressRecorder: SampleSink {
    var collected = CollectedSamples()
    var reports: [Int64] = []

    mutating func id(of source: SampleSource) throws -> Int { try collected.id(of: source) }
    mutating func add(time: Int64, beatsPerMinute: Double, source: Int) throws {
        try collected.add(time: time, beatsPerMinute: beatsPerMinute, source: source)
    }
    mutating func advanced(to bytesRead: Int64) throws {
        if reports.last != bytesRead {
            reports.append(bytesRead)
        }
    }
}
