import Foundation
import XCTest
@testable import VitalsCore

/// The hand-written timestamp parser (ported from TimestampTests, with the forms added).
final class CSVTimestampTests: XCTestCase {
    private func parse(_ text: String, in zone: TimeZone = CSVTest.utc) throws -> Int64 {
        var parser = TimestampParser(timeZone: zone)
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { buffer in try parser.instant(UnsafeBufferPointer(buffer)) }
    }

    func testTheParserAgreesWithFoundationOverTheWholeRange() throws {
        let foundation = ISO8601DateFormatter()
        foundation.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var generator = SeededGenerator(seed: 3)
        let end = ReadingCheck.plausibleMilliseconds.upperBound
        for _ in 0..<2_000 {
            let milliseconds = Int64.random(in: 0..<end, using: &generator)
            let text = TimestampFormatter.string(millisecondsSince1970: milliseconds)
            XCTAssertEqual(foundation.date(from: text.contains(".") ? text : text.replacingOccurrences(of: "Z", with: ".000Z"))?
                .millisecondsSince1970, milliseconds, text)
            XCTAssertEqual(try parse(text), milliseconds)
            let seconds = milliseconds / 1000
            if seconds >= 100_000_000 {
                // Seconds since 1973-03-03 (1e8 s); the milliseconds of those times are over 1e11.
                XCTAssertEqual(try parse(String(milliseconds)), milliseconds)
            }
            XCTAssertEqual(try parse(String(seconds)), seconds * 1000)
            XCTAssertEqual(try parse(String(format: "%lld.%03lld", seconds, milliseconds % 1000)), milliseconds)
        }
    }

    func testLocalTimesAcrossDaylightSavingChanges() throws {
        let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        let texts = ["2024-03-09T12:00:00", "2024-03-10T01:59:00", "2024-03-10T03:00:00", "2024-07-01T12:00:00",
                     "2024-11-03T00:30:00", "2024-11-03T03:00:00", "2024-12-01T12:00:00", "2024-03-09T12:00:00"]
        var parser = TimestampParser(timeZone: newYork)
        let formatter = DateFormatter()
        formatter.timeZone = newYork
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        for text in texts {
            var bytes = Array(text.utf8)
            let parsed = try bytes.withUnsafeMutableBufferPointer { try parser.instant(UnsafeBufferPointer($0)) }
            XCTAssertEqual(parsed, formatter.date(from: text)?.millisecondsSince1970, text)
        }
    }

    /// A local time in the spring-forward gap (02:30 in Berlin on 2020-03-29 does not exist)
    /// and then any other local time: the fuzzer's first crash (the offset cache's range was
    /// built backwards). Both are read, the gap time as the instant it would be on the old offset.
    func testALocalTimeInTheSpringGapThenAnotherIsReadWithoutATrap() throws {
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        let sink = try CSVTest.read("time,bpm\n2020-3-29T2:30,60\n2020-1-2T0:00,61\n2020-03-29T02:45,62\n",
                                    CSVTest.options(timeZone: berlin))
        XCTAssertEqual(sink.readings.map(\.beatsPerMinute), [60, 61, 62])
        XCTAssertEqual(sink.readings[1].time, 1_577_919_600_000, "2020-01-02 00:00 CET")
        XCTAssertEqual(sink.readings[0].time, 1_585_445_400_000, "02:30 on the old offset (+01:00) is 01:30Z")
    }

    func testFractionsAreMillisecondsTruncated() throws {
        XCTAssertEqual(try parse("2024-03-15T00:00:00.1Z"), 1_710_460_800_100)
        XCTAssertEqual(try parse("2024-03-15T00:00:00,25Z"), 1_710_460_800_250)
        XCTAssertEqual(try parse("2024-03-15T00:00:00.123999Z"), 1_710_460_800_123)
        XCTAssertEqual(try parse("1710460800.0009"), 1_710_460_800_000)
        XCTAssertEqual(try parse("  1710460800  "), 1_710_460_800_000)
        XCTAssertEqual(try parse("2024-03-15T05:30:00+05:30"), 1_710_460_800_000)
        XCTAssertEqual(try parse("2024-03-14T19:00:00-0500"), 1_710_460_800_000)
        XCTAssertEqual(try parse("2024-03-15T01:00:00+01"), 1_710_460_800_000)
        XCTAssertEqual(try parse("1710460800123456"), 1_710_460_800_123)
    }

    func testTheStoresRangeCheckStillRefusesImplausibleTimes() {
        var parser = TimestampParser(timeZone: CSVTest.utc)
        for text in ["1969-12-31T23:59:59Z", "2100-01-01T00:00:00Z", "-5"] {
            var bytes = Array(text.utf8)
            XCTAssertThrowsError(try bytes.withUnsafeMutableBufferPointer { try parser.milliseconds(UnsafeBufferPointer($0)) },
                                 text)
        }
    }

    func testAmbiguousDatesAreRefusedUntilTheOrderIsKnown() throws {
        var parser = TimestampParser(timeZone: CSVTest.utc)
        func read(_ text: String) throws -> Int64 {
            var bytes = Array(text.utf8)
            return try bytes.withUnsafeMutableBufferPointer { try parser.instant(UnsafeBufferPointer($0)) }
        }
        XCTAssertThrowsError(try read("03/04/2024 00:00")) {
            XCTAssertEqual($0 as? TimestampParser.TimeFailure, .ambiguousDayMonth)
        }
        XCTAssertEqual(try read("04/04/2024 00:00"), 1_712_188_800_000, "the same both ways")
        XCTAssertEqual(try read("03/15/2024 00:00"), CSVTest.march15)
        XCTAssertEqual(parser.dateOrder, .monthDay)
        XCTAssertEqual(try read("04/03/2024 00:00"), 1_712_102_400_000, "now month first")
        XCTAssertEqual(try read("03.04.2024 00:00"), 1_712_102_400_000, "dots are always day first")
    }
}
