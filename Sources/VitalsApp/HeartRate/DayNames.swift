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
    private lazy var timePattern = makePattern("jmm")

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

    /// The time of day of `date`, as the locale writes it ("7:15 PM").
    public func time(_ date: Date) -> String {
        timePattern.string(from: date)
    }

    /// A day row as one sentence, for screen readers: "Heart rate, Saturday 21 November
    /// 2026, latest 68 BPM at 7:15 PM, range 50 to 91".
    public func sentence(for summary: DaySummary) -> String {
        let latest = Int(summary.latestBeatsPerMinute.rounded())
        return String(localized: """
            Heart rate, \(long(summary.day)), latest \(latest) BPM at \(time(summary.latestTimestamp)), \
            range \(Int(summary.minimum.rounded())) to \(Int(summary.maximum.rounded()))
            """)
    }

    private func makePattern(_ template: String) -> DatePattern {
        let formatter = DateFormatter()
        formatter.locale = .session
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
