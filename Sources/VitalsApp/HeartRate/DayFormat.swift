import Foundation
import VitalsCore

/// How days are named in the windows.
enum DayFormat {
    /// "Mon 15 Mar 2024" style, in the store's calendar.
    static func short(_ day: CalendarDay, calendar: Calendar) -> String {
        formatted(day, calendar: calendar, template: "EEE d MMM yyyy")
    }

    /// "Monday 15 March 2024" style.
    static func long(_ day: CalendarDay, calendar: Calendar) -> String {
        formatted(day, calendar: calendar, template: "EEEE d MMMM yyyy")
    }

    private static func formatted(_ day: CalendarDay, calendar: Calendar, template: String) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: day.interval(in: calendar).start.addingTimeInterval(12 * 3600))
    }
}
