import Foundation
import Testing
@testable import VitalsCore

/// The hand-written timestamp parser and formatter agree with Foundation.
@Suite struct TimestampTests {
    private func parse(_ text: String, in zone: TimeZone = utc) throws -> Int64 {
        var parser = TimestampParser(timeZone: zone)
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { buffer in
            try parser.milliseconds(UnsafeBufferPointer(buffer))
        }
    }

    @Test func formatterAndParserAgreeWithFoundationOverTheWholeRange() throws {
        let foundation = ISO8601DateFormatter()
        foundation.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var generator = SeededGenerator(seed: 3)
        let end = HeartRateSample.plausibleTimestamps.upperBound.millisecondsSince1970
        for _ in 0..<2_000 {
            let milliseconds = Int64.random(in: 0..<end, using: &generator)
            let text = TimestampFormatter.string(millisecondsSince1970: milliseconds)
            #expect(foundation.date(from: text.contains(".") ? text : text.replacingOccurrences(of: "Z", with: ".000Z"))?
                .millisecondsSince1970 == milliseconds, "\(text)")
            #expect(try parse(text) == milliseconds)
            let seconds = milliseconds / 1000
            #expect(try parse(String(seconds)) == seconds * 1000)
            #expect(try parse(String(format: "%lld.%03lld", seconds, milliseconds % 1000)) == milliseconds)
        }
        #expect(TimestampFormatter.string(millisecondsSince1970: 0) == "1970-01-01T00:00:00Z")
        #expect(TimestampFormatter.string(millisecondsSince1970: 951_782_400_007) == "2000-02-29T00:00:00.007Z")
    }

    @Test func localTimesAcrossDaylightSavingChanges() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = newYork
        // Times in ascending and then descending order, so the parser's cache is exercised
        // in both directions across 2024-03-10 02:00 (spring) and 2024-11-03 02:00 (fall).
        let texts = ["2024-03-09T12:00:00", "2024-03-10T01:59:00", "2024-03-10T03:00:00", "2024-07-01T12:00:00",
                     "2024-11-03T00:30:00", "2024-11-03T03:00:00", "2024-12-01T12:00:00", "2024-03-09T12:00:00"]
        var parser = TimestampParser(timeZone: newYork)
        for text in texts {
            var bytes = Array(text.utf8)
            let parsed = try bytes.withUnsafeMutableBufferPointer { try parser.milliseconds(UnsafeBufferPointer($0)) }
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = newYork
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
            #expect(parsed == formatter.date(from: text)?.millisecondsSince1970, "\(text)")
        }
    }

    @Test func fractionsAreMillisecondsTruncated() throws {
        #expect(try parse("2024-03-15T00:00:00.1Z") == 1_710_460_800_100)
        #expect(try parse("2024-03-15T00:00:00,25Z") == 1_710_460_800_250)
        #expect(try parse("2024-03-15T00:00:00.123999Z") == 1_710_460_800_123)
        #expect(try parse("1710460800.0009") == 1_710_460_800_000)
        #expect(try parse("  1710460800  ") == 1_710_460_800_000)
        #expect(try parse("2024-03-15T05:30:00+05:30") == 1_710_460_800_000)
        #expect(try parse("2024-03-14T19:00:00-0500") == 1_710_460_800_000)
        #expect(try parse("2024-03-15T01:00:00+01") == 1_710_460_800_000)
    }

    @Test func calendarDays() throws {
        #expect(CalendarDay("2024-02-29")?.rawValue == 20_240_229)
        #expect(CalendarDay("2023-02-29") == nil)
        #expect(CalendarDay("2024-2-29") == nil)
        #expect(CalendarDay(rawValue: 20_241_231)?.description == "2024-12-31")
        #expect(CalendarDay(rawValue: 20_241_232) == nil)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        #expect(march15Day.adding(days: -15, in: calendar).description == "2024-02-29")
        #expect(march15Day.adding(days: 300, in: calendar).description == "2025-01-09")
        let encoded = try JSONEncoder().encode(march15Day)
        #expect(String(decoding: encoded, as: UTF8.self) == "\"2024-03-15\"")
        #expect(try JSONDecoder().decode(CalendarDay.self, from: encoded) == march15Day)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalendarDay.self, from: Data("\"x\"".utf8)) }
    }

    @Test func theRestingEstimateIsTheTenthPercentileAndMergingEqualsAdding() {
        var generator = SeededGenerator(seed: 11)
        var whole = DayAccumulator()
        var first = DayAccumulator()
        var second = DayAccumulator()
        var values: [Double] = []
        for index in 0..<1_000 {
            let value = Double(Int.random(in: 45...170, using: &generator))
            values.append(value)
            whole.add(time: Int64(index), beatsPerMinute: value)
            if index.isMultiple(of: 3) {
                first.add(time: Int64(index), beatsPerMinute: value)
            } else {
                second.add(time: Int64(index), beatsPerMinute: value)
            }
        }
        first.merge(second)
        #expect(first == whole)
        #expect(whole.restingEstimate == values.sorted()[99])
        let bytes = whole.histogramBytes
        let restored = DayAccumulator(
            count: whole.count, minimum: whole.minimum, maximum: whole.maximum, total: whole.total,
            latestTime: whole.latestTime, latestBeatsPerMinute: whole.latestBeatsPerMinute, histogramBytes: bytes)
        #expect(restored == whole)
        #expect(DayAccumulator(count: 1, minimum: 1, maximum: 1, total: 1, latestTime: 1, latestBeatsPerMinute: 1,
                               histogramBytes: [1, 2, 3]) == nil)
    }
}
