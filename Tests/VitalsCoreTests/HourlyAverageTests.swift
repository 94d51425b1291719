import Foundation
import Testing
@testable import VitalsCore

/// A day's samples as one mean per hour: the points of the day's sparkline.
@Suite struct HourlyAverageTests {
    @Test func eachHourWithSamplesHasItsMean() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(in: directory)
        // 08:00 and 08:59 in one hour, 10:30 alone; none at 09:00; the next day apart.
        try store.insertSamples([
            sample(march15(8 * 3600), 60), sample(march15(8 * 3600 + 3540), 70),
            sample(march15(10 * 3600 + 1800), 90), sample(march15(86_400), 50),
        ])
        let hours = try store.hourlyAverages(on: march15Day)
        #expect(hours == [
            HourlyAverage(start: march15(8 * 3600), beatsPerMinute: 65),
            HourlyAverage(start: march15(10 * 3600), beatsPerMinute: 90),
        ])
        #expect(try store.hourlyAverages(on: march15Day.adding(days: 2, in: store.calendar)) == [])
    }

    @Test func hoursFollowTheLocalClockOnTheDayItChanges() throws {
        let directory = try TemporaryDirectory()
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let store = try makeStore(in: directory, timeZone: newYork)
        // 2024-03-10 is 23 hours long in New York: one sample at the start of each.
        let start = try #require(ISO8601DateFormatter().date(from: "2024-03-10T05:00:00Z"))
        try store.insertSamples((0..<24).map { sample(start.addingTimeInterval(Double($0) * 3600), Double(60 + $0)) })
        let hours = try store.hourlyAverages(on: try #require(CalendarDay("2024-03-10")))
        #expect(hours.count == 23)
        #expect(hours.map(\.start) == (0..<23).map { start.addingTimeInterval(Double($0) * 3600) })
        #expect(hours.last?.beatsPerMinute == 82)
    }
}
