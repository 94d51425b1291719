import Foundation
import GtkUI
import VitalsCore

/// How days are named in the windows, in the store's calendar.
///
/// The model keeps one: every row of the day list names its day, and making a pattern
/// costs far more than formatting with it (and looking a pattern up by its calendar would
/// hash the calendar for every row).
@MainActor
public final class DayNames {
    /// The calendar days are named in.
    public let calendar: Calendar
    private lazy var shortPattern = makePattern("EEE d MMM yyyy")
    private lazy var longPattern = makePattern("EEEE d MMMM yyyy")

    init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// "Mon 15 Mar 2024" style.
    public func short(_ day: CalendarDay) -> String {
        name(day, with: shortPattern)
    }

    /// "Monday 15 March 2024" style.
    public func long(_ day: CalendarDay) -> String {
        name(day, with: longPattern)
    }

    private func makePattern(_ template: String) -> DatePattern {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return DatePattern(formatter)
    }

    /// The day's name: its noon formatted, so no time-zone change moves it to another day.
    private func name(_ day: CalendarDay, with pattern: DatePattern) -> String {
        pattern.string(from: day.noon(in: calendar))
    }
}
