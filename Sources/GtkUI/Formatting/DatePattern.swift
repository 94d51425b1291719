import Foundation

/// Formats dates as a `DateFormatter` does, without calling ICU for each date: the
/// formatter's localized pattern ("h:mm a", "EEE d MMM y") is read once and applied to the
/// calendar's components with the formatter's month, weekday and AM/PM names.
///
/// Formatting through ICU costs several microseconds a date, which a list that names a day
/// in each of its rows pays hundreds of times as it first shows. A pattern that uses a
/// field this type does not apply (era, week, time zone, narrow names, …), a calendar other
/// than the Gregorian one, or digits other than ASCII ones is left to the formatter: each
/// pattern is checked against the formatter's own output when it is made.
public struct DatePattern: @unchecked Sendable {
    // @unchecked: `DateFormatter` is not marked `Sendable`, but Foundation makes it safe to
    // use from any thread (its state is behind a lock); the rest is immutable.

    private let formatter: DateFormatter
    /// The pattern's fields, or `nil` when the formatter formats each date.
    private let fields: [Field]?
    /// The components the fields show: the calendar computes only these for each date.
    private let components: Set<Calendar.Component>
    private let calendar: Calendar
    private let names: Names

    /// Formats as `formatter` does with its current settings (later changes to the
    /// formatter are not followed).
    public init(_ formatter: DateFormatter) {
        var calendar = formatter.calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone ?? .current
        var fields = calendar.identifier == .gregorian ? Field.parse(formatter.dateFormat ?? "") : nil
        let names = Names(formatter, for: fields ?? [])
        let components = Set((fields ?? []).compactMap(\.component))
        if let compiled = fields, !Self.checkDates.allSatisfy({
            Self.format($0, compiled, components, calendar: calendar, names: names) == formatter.string(from: $0)
        }) {
            fields = nil
        }
        self.formatter = formatter
        self.fields = fields
        self.components = components
        self.calendar = calendar
        self.names = names
    }

    /// `date` as the formatter writes it.
    public func string(from date: Date) -> String {
        guard let fields else { return formatter.string(from: date) }
        return Self.format(date, fields, components, calendar: calendar, names: names)
    }

    private static func format(
        _ date: Date, _ fields: [Field], _ components: Set<Calendar.Component>, calendar: Calendar, names: Names
    ) -> String {
        let parts = calendar.dateComponents(components, from: date)
        var text = ""
        for field in fields {
            field.append(parts, names: names, to: &text)
        }
        return text
    }

    /// Whether dates are formatted without the formatter (for tests).
    var isCompiled: Bool { fields != nil }

    /// Dates whose text must be the same both ways: morning, noon, evening and midnight;
    /// one- and two-digit days, months and hours; four weekdays and months.
    private static let checkDates: [Date] = [
        Date(timeIntervalSince1970: 1_709_627_229),  // 2024-03-05 08:27:09 UTC
        Date(timeIntervalSince1970: 1_701_174_600),  // 2023-11-28 12:30:00 UTC
        Date(timeIntervalSince1970: 1_735_689_599),  // 2024-12-31 23:59:59 UTC
        Date(timeIntervalSince1970: 1_719_532_800),  // 2024-06-28 00:00:00 UTC
    ]

    /// The localized names a pattern uses (only those: reading each list from ICU costs
    /// more than formatting a date).
    struct Names {
        var months: [String] = [], shortMonths: [String] = []
        var standaloneMonths: [String] = [], shortStandaloneMonths: [String] = []
        var weekdays: [String] = [], shortWeekdays: [String] = []
        var standaloneWeekdays: [String] = [], shortStandaloneWeekdays: [String] = []
        var am = "", pm = ""

        init(_ formatter: DateFormatter, for fields: [Field]) {
            for field in fields {
                switch field {
                case .month(width: 3, standalone: false) where shortMonths.isEmpty:
                    shortMonths = formatter.shortMonthSymbols
                case .month(width: 4, standalone: false) where months.isEmpty:
                    months = formatter.monthSymbols
                case .month(width: 3, standalone: true) where shortStandaloneMonths.isEmpty:
                    shortStandaloneMonths = formatter.shortStandaloneMonthSymbols
                case .month(width: 4, standalone: true) where standaloneMonths.isEmpty:
                    standaloneMonths = formatter.standaloneMonthSymbols
                case .weekday(full: false, standalone: false) where shortWeekdays.isEmpty:
                    shortWeekdays = formatter.shortWeekdaySymbols
                case .weekday(full: true, standalone: false) where weekdays.isEmpty:
                    weekdays = formatter.weekdaySymbols
                case .weekday(full: false, standalone: true) where shortStandaloneWeekdays.isEmpty:
                    shortStandaloneWeekdays = formatter.shortStandaloneWeekdaySymbols
                case .weekday(full: true, standalone: true) where standaloneWeekdays.isEmpty:
                    standaloneWeekdays = formatter.standaloneWeekdaySymbols
                case .period where am.isEmpty:
                    am = formatter.amSymbol
                    pm = formatter.pmSymbol
                default:
                    break
                }
            }
        }
    }
}
