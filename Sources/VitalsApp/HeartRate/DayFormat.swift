import Foundation
import GtkUI
import VitalsCore

/// How days are named in the windows.
@MainActor
enum DayFormat {
    /// "Mon 15 Mar 2024" style, in the store's calendar.
    static func short(_ day: CalendarDay, calendar: Calendar) -> String {
        formatted(day, calendar: calendar, template: "EEE d MMM yyyy")
    }

    /// "Monday 15 March 2024" style.
    static func long(_ day: CalendarDay, calendar: Calendar) -> String {
        formatted(day, calendar: calendar, template: "EEEE d MMMM yyyy")
    }

    /// The patterns made so far, by template and calendar: making one costs far more than
    /// formatting with it, and every row of the day list names its day.
    private static var patterns: [PatternKey: DatePattern] = [:]

    private struct PatternKey: Hashable {
        let template: String
        let calendar: Calendar
    }

    private static func formatted(_ day: CalendarDay, calendar: Calendar, template: String) -> String {
        let key = PatternKey(template: template, calendar: calendar)
        let pattern = patterns[key] ?? {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate(template)
            let pattern = DatePattern(formatter)
            patterns[key] = pattern
            return pattern
        }()
        return pattern.string(from: day.interval(in: calendar).start.addingTimeInterval(12 * 3600))
    }
}
