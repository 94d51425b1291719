import Foundation
import Testing
@testable import VitalsCore

/// A day's instants, from its first to the next day's first, in zones whose clocks change,
/// also at midnight, and one that skipped a whole day.
@Suite struct CalendarDayTests {
    static let zones = [
        "America/New_York", "America/Santiago", "America/Sao_Paulo", "America/Havana", "Asia/Beirut",
        "Asia/Tehran", "Europe/London", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata", "UTC",
    ]

    @Test(arguments: zones)
    func everyDaysIntervalIsTheCalendarsDay(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var day = try #require(CalendarDay(year: 2008, month: 1, day: 1))
        let last = try #require(CalendarDay(year: 2026, month: 12, day: 31))
        var checked = 0
        while day <= last {
            let noon = day.noon(in: calendar)
            if CalendarDay(containing: noon, in: calendar) == day,
               let expected = calendar.dateInterval(of: .day, for: noon) {
                #expect(day.interval(in: calendar) == expected, "\(zone) \(day)")
                checked += 1
            }
            day = day.adding(days: 1, in: calendar)
        }
        #expect(checked > 6_900)
    }

    @Test func aDayWhoseMidnightTheClocksSkipStartsWhenTheyResume() throws {
        // Santiago moved its clocks from 24:00 to 01:00 on 2022-09-11.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "America/Santiago"))
        let day = try #require(CalendarDay(year: 2022, month: 9, day: 11))
        let interval = day.interval(in: calendar)
        #expect(calendar.dateComponents([.hour, .minute], from: interval.start) == DateComponents(hour: 1, minute: 0))
        #expect(interval.duration == 23 * 3600)
    }
}
