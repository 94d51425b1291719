import Foundation

/// A local calendar day (year, month, day), the key of a day's summary and of a day's window.
///
/// Which day a sample belongs to depends on a time zone: the store uses the time zone recorded
/// in its database (see ``VitalsStore/timeZone``), so a sample never moves to another day.
public struct CalendarDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The year, e.g. 2024.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// The day, or `nil` when the date does not exist (2023-02-29) or the year is outside 1–9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDay.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day written as a number `yyyymmdd` (20240315), the form the database keys days by.
    public var rawValue: Int { year * 10_000 + month * 100 + day }

    /// The day for a number `yyyymmdd`, or `nil` when it names no day.
    public init?(rawValue: Int) {
        self.init(year: rawValue / 10_000, month: rawValue / 100 % 100, day: rawValue % 100)
    }

    /// The day for ISO 8601 text `yyyy-mm-dd`, or `nil` when it is not one.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day containing `date` in `calendar`'s time zone.
    public init(containing date: Date, in calendar: Calendar) {
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        // A Gregorian calendar always answers these three components.
        self.year = components.year ?? 1970
        self.month = components.month ?? 1
        self.day = components.day ?? 1
    }

    /// The day's noon in `calendar`: an instant no clock change moves to another day, for
    /// naming or placing the day (one calendar lookup, where ``interval(in:)`` needs two).
    public func noon(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
            ?? Date(timeIntervalSince1970: 0)
    }

    /// The instant the day starts and the instant the next one starts, in `calendar`.
    ///
    /// Each is the calendar's instant for a midnight (of the next day, by the day after the
    /// last of the month, which the calendar rolls over): where the clocks skip a midnight,
    /// the instant they resume. Two such lookups cost a fifth of asking the calendar for the
    /// day's interval, which a list row's hourly means need.
    public func interval(in calendar: Calendar) -> DateInterval {
        if let start = calendar.date(from: DateComponents(year: year, month: month, day: day)),
           let end = calendar.date(from: DateComponents(year: year, month: month, day: day + 1)),
           end > start {
            return DateInterval(start: start, end: end)
        }
        let noon = noon(in: calendar)
        return calendar.dateInterval(of: .day, for: noon)
            ?? DateInterval(start: noon.addingTimeInterval(-43_200), duration: 86_400)
    }

    /// The day `count` days after this one (before it when negative).
    public func adding(days count: Int, in calendar: Calendar) -> CalendarDay {
        let noon = noon(in: calendar)
        let moved = calendar.date(byAdding: .day, value: count, to: noon) ?? noon
        return CalendarDay(containing: moved, in: calendar)
    }

    /// ISO 8601: `2024-03-15`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Encoded as its ISO 8601 text, so saved window state stays readable.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(text) is not a day written yyyy-mm-dd")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2:
            let leap = year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400))
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
