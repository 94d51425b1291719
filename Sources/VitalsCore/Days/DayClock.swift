import Foundation

/// Says which local calendar day a millisecond timestamp falls on, fast for timestamps in
/// order: it remembers the last day's bounds and asks the calendar only when a timestamp
/// leaves them (a Foundation calendar lookup costs microseconds; a million rows would feel it).
struct DayClock {
    let calendar: Calendar
    private var cached: (day: CalendarDay, range: Range<Int64>)?

    /// A clock for days in `timeZone` (Gregorian calendar).
    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// A clock for days in `calendar` (a store's, already made).
    init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// The day containing the instant `milliseconds` after 1970 UTC.
    mutating func day(containing milliseconds: Int64) -> CalendarDay {
        if let cached, cached.range.contains(milliseconds) {
            return cached.day
        }
        let day = CalendarDay(containing: Date(millisecondsSince1970: milliseconds), in: calendar)
        cached = (day, range(of: day))
        return day
    }

    /// The day's instants, in milliseconds since 1970 UTC: from its start up to the next
    /// day's start (23 or 25 hours on days the clocks change).
    func range(of day: CalendarDay) -> Range<Int64> {
        let interval = day.interval(in: calendar)
        return interval.start.millisecondsSince1970..<interval.end.millisecondsSince1970
    }
}
