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

    /// The start of the hour containing `milliseconds`: hours are counted from the start of
    /// its local day, so they are the local clock's hours (also where the zone's offset is not
    /// a whole number of hours), and a day's hours never reach into the next day.
    mutating func hourStart(containing milliseconds: Int64) -> Int64 {
        _ = day(containing: milliseconds)
        guard let cached else { return milliseconds }
        let dayStart = cached.range.lowerBound
        return dayStart + (milliseconds - dayStart) / Self.hour * Self.hour
    }

    /// An hour, in milliseconds.
    static let hour: Int64 = 3_600_000

    /// The day's instants, in milliseconds since 1970 UTC: from its start up to the next
    /// day's start (23 or 25 hours on days the clocks change).
    func range(of day: CalendarDay) -> Range<Int64> {
        let interval = day.interval(in: calendar)
        return interval.start.millisecondsSince1970..<interval.end.millisecondsSince1970
    }
}
