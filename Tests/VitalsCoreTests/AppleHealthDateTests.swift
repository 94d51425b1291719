import Foundation
import XCTest
@testable import VitalsCore

/// ``AppleHealthDate``: export dates to milliseconds, checked against known values and
/// against Foundation over many random dates.
final class AppleHealthDateTests: XCTestCase {
    private func milliseconds(_ text: String) -> Int64? {
        Array(text.utf8).withUnsafeBytes { AppleHealthDate.milliseconds($0) }
    }

    func testKnownDates() {
        XCTAssertEqual(milliseconds("2019-05-13 08:14:38 +0200"), 1_557_728_078_000)
        XCTAssertEqual(milliseconds("2016-02-29 23:59:59 -0700"), 1_456_815_599_000)
        XCTAssertEqual(milliseconds("2022-12-31 23:30:00 +0000"), 1_672_529_400_000)
        XCTAssertEqual(milliseconds("1970-01-01 00:00:00 +0000"), 0)
        XCTAssertEqual(milliseconds("1969-12-31 23:59:59 +0000"), -1_000)
    }

    func testForgivingForms() {
        let expected: Int64 = 1_557_728_078_000
        XCTAssertEqual(milliseconds("  2019-05-13   08:14:38  +0200 "), expected)
        XCTAssertEqual(milliseconds("2019-05-13 08:14:38 +0200\u{0B}"), expected)
        XCTAssertEqual(milliseconds("2019-05-13T08:14:38+02:00"), expected)
        XCTAssertEqual(milliseconds("2019-05-13 06:14:38 Z"), expected)
        XCTAssertEqual(milliseconds("2019-05-13 08:14:38.25 +0200"), expected + 250)
        XCTAssertEqual(milliseconds("2019-05-13 08:14:38.123456 +0200"), expected + 123)
        XCTAssertEqual(milliseconds("2019-05-13 08:14:38 +02"), expected)
    }

    func testImpossibleDatesAreRefused() {
        for text in ["2019-02-30 08:14:38 +0200", "2019-02-29 00:00:00 +0000", "2100-02-29 00:00:00 +0000",
                     "2019-13-01 00:00:00 +0000", "2019-00-10 00:00:00 +0000", "2019-04-31 00:00:00 +0000",
                     "2019-05-13 24:00:00 +0200", "2019-05-13 08:60:00 +0200", "2019-05-13 08:14:60 +0200",
                     "2019-05-13 08:14:38", "2019-05-13 08:14:38 +0260", "2019-05-13 08:14:38 +2500",
                     "2019-05-13 08:14 +0200", "2019-5-13 08:14:38 +0200", "13.05.2019 08:14:38 +0200",
                     "2019-05-13 08:14:38 +0200 x", "", "   ", "2019-05-13", "2019-05-13 08:14:38. +0200"] {
            XCTAssertNil(milliseconds(text), text)
        }
        XCTAssertNotNil(milliseconds("2020-02-29 00:00:00 +0000"))
        XCTAssertNotNil(milliseconds("2000-02-29 00:00:00 +0000"))
    }

    func testAgreesWithFoundationOverRandomDates() throws {
        var generator = SeededGenerator(seed: 7)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        for _ in 0..<5_000 {
            let seconds = Int64.random(in: -1_000_000_000...4_102_444_799, using: &generator)
            let offset = Int.random(in: -12...14, using: &generator) * 3600 + [0, 1800, 2700][Int.random(in: 0...2, using: &generator)]
            formatter.timeZone = try XCTUnwrap(TimeZone(secondsFromGMT: offset))
            let text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            XCTAssertEqual(milliseconds(text), seconds * 1000, text)
        }
    }
}
