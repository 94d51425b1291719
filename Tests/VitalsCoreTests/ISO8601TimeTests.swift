import Foundation
import XCTest
@testable import VitalsCore

final class ISO8601TimeTests: XCTestCase {
    private func parse(_ text: String) -> ISO8601Time.Outcome {
        Array(text.utf8).withUnsafeBytes { ISO8601Time.parse($0) }
    }

    func testFormsAgreeWithFoundation() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let cases: [(String, String)] = [
            ("2020-06-01T14:52:40Z", "2020-06-01T14:52:40.000Z"),
            ("2020-06-01T14:52:40.000Z", "2020-06-01T14:52:40.000Z"),
            ("2020-06-01T14:52:40.123456Z", "2020-06-01T14:52:40.123Z"),
            ("2020-06-01T14:52:40.5Z", "2020-06-01T14:52:40.500Z"),
            ("2020-06-01T16:52:40+02:00", "2020-06-01T14:52:40.000Z"),
            ("2020-06-01T09:22:40.250-05:30", "2020-06-01T14:52:40.250Z"),
            ("2019-05-13 08:14:38 +0200", "2019-05-13T06:14:38.000Z"),
            ("2019-05-13T08:14:38+02", "2019-05-13T06:14:38.000Z"),
            ("2020-06-01T14:52:40", "2020-06-01T14:52:40.000Z"),
            ("2020-06-01T14:52Z", "2020-06-01T14:52:00.000Z"),
            ("2024-02-29T00:00:00Z", "2024-02-29T00:00:00.000Z"),
            ("1970-01-01T00:00:00Z", "1970-01-01T00:00:00.000Z"),
            ("1969-12-31T23:59:59Z", "1969-12-31T23:59:59.000Z"),
            ("2099-12-31T23:59:59.999Z", "2099-12-31T23:59:59.999Z"),
        ]
        for (text, utc) in cases {
            let date = try XCTUnwrap(formatter.date(from: utc))
            let expected = Int64((date.timeIntervalSince1970 * 1000).rounded())
            XCTAssertEqual(parse(text), .milliseconds(expected), text)
        }
    }

    func testEveryDayFrom1970To2100MatchesFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        var date = Date(timeIntervalSince1970: 0)
        for _ in 0..<(131 * 366) {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            guard let year = parts.year, let month = parts.month, let day = parts.day, year < 2100 else { break }
            XCTAssertEqual(ISO8601Time.daysSince1970(year: year, month: month, day: day),
                           Int(date.timeIntervalSince1970 / 86_400))
            date += 86_400
        }
    }

    func testImpossibleAndMalformedTimes() {
        for impossible in ["2019-02-30T10:00:00Z", "2023-02-29T10:00:00Z", "2020-13-01T00:00:00Z",
                           "2020-00-10T00:00:00Z", "2020-04-31T00:00:00Z", "2020-06-01T24:00:00Z",
                           "2020-06-01T10:60:00Z", "2020-06-01T10:00:61Z", "1900-02-29T00:00:00Z"] {
            XCTAssertEqual(parse(impossible), .impossible, impossible)
        }
        for malformed in ["", "yesterday", "2020-06-01", "2020-6-01T10:00:00Z", "2020-06-01T10:00:00ZZ",
                          "2020-06-01T10:00:00+2", "2020-06-01T10:00:00.Z", "2020-06-01X10:00:00Z",
                          "20200601T100000Z", "2020-06-01T10:00:00+02:00 ", "2020-06-01T10:00:00+25:00"] {
            XCTAssertEqual(parse(malformed), .notATime, malformed)
        }
    }
}
