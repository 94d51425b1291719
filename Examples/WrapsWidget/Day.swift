import GtkUI

extension GTK.Calendar.Day {
    /// The proleptic Gregorian calendar in UTC, in which a day is just a date.
    private static let gregorian: Foundation.Calendar = {
        var calendar = Foundation.Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    private var date: Date? {
        Self.gregorian.date(from: DateComponents(year: year, month: month, day: self.day))
    }

    /// The day `count` days later (earlier when negative).
    func adding(days count: Int) -> Self {
        guard let date, let moved = Self.gregorian.date(byAdding: .day, value: count, to: date) else { return self }
        let parts = Self.gregorian.dateComponents([.year, .month, .day], from: moved)
        return Self(year: parts.year ?? year, month: parts.month ?? month, day: parts.day ?? self.day)
    }

    /// The number of days in the day's month.
    var daysInMonth: Int {
        guard let date, let range = Self.gregorian.range(of: .day, in: .month, for: date) else { return 31 }
        return range.count
    }

    /// `2026-02-14`.
    var isoString: String {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(twoDigits(month))-\(twoDigits(self.day))"
    }
}
