import Foundation

/// The parts of a ``DatePicker``: a menu button showing the date, whose popover holds a
/// `GtkCalendar` and, for the time, hour and minute spin buttons. Converts between `Date`
/// and the widgets in the user's calendar and time zone.
@MainActor
final class DatePickerPopover {
    let button = GTK.MenuButton()
    let calendar = GTK.Calendar()
    let hour = GTK.SpinButton(bounds: 0...23, step: 1)
    let minute = GTK.SpinButton(bounds: 0...59, step: 1)
    let timeRow = GTK.Box(.horizontal, spacing: 4)
    let formatter = DateFormatter()
    private var handlers: [SignalConnection] = []
    let connections = SignalConnections()

    init() {
        let popover = GTK.Popover()
        let column = GTK.Box(.vertical, spacing: 6)
        hour.wraps = true
        minute.wraps = true
        timeRow.horizontalAlign = .center
        timeRow.setChildren([hour, GTK.Label(":"), minute])
        column.setChildren([calendar, timeRow])
        popover.child = column
        button.popover = popover
        formatter.locale = .session
    }

    /// Calls `changed` with the date the user picked from `date`'s widgets.
    func connect(_ changed: @escaping @MainActor (_ day: GTK.Calendar.Day?, _ time: (hour: Int, minute: Int)?) -> Void) {
        handlers = [
            connections.keep(calendar.connect(.daySelected) { calendar in changed(calendar.selectedDay, nil) }, on: calendar),
            connections.keep(hour.connect(.valueChanged) { [unowned self] _ in changed(nil, time) }, on: hour),
            connections.keep(minute.connect(.valueChanged) { [unowned self] _ in changed(nil, time) }, on: minute),
        ]
    }

    var time: (hour: Int, minute: Int) { (Int(hour.value), Int(minute.value)) }

    /// Shows `date` without echo.
    func show(_ date: Date, components: DatePickerComponents) {
        let dateStyle: DateFormatter.Style = components.contains(.date) ? .medium : .none
        let timeStyle: DateFormatter.Style = components.contains(.hourAndMinute) ? .short : .none
        if formatter.dateStyle != dateStyle { formatter.dateStyle = dateStyle }
        if formatter.timeStyle != timeStyle { formatter.timeStyle = timeStyle }
        let label = formatter.string(from: date)
        if button.label != label { button.label = label }
        let showsDate = components.contains(.date)
        let showsTime = components.contains(.hourAndMinute)
        if calendar.isVisible != showsDate { calendar.isVisible = showsDate }
        if timeRow.isVisible != showsTime { timeRow.isVisible = showsTime }

        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = GTK.Calendar.Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
        withHandlersBlocked {
            if calendar.selectedDay != day { calendar.selectedDay = day }
            let hourValue = Double(parts.hour ?? 0)
            let minuteValue = Double(parts.minute ?? 0)
            if hour.value != hourValue { hour.value = hourValue }
            if minute.value != minuteValue { minute.value = minuteValue }
        }
    }

    private func withHandlersBlocked(_ body: () -> Void) {
        guard handlers.count == 3 else { return body() }
        calendar.withSignalBlocked(handlers[0]) {
            hour.withSignalBlocked(handlers[1]) {
                minute.withSignalBlocked(handlers[2], body)
            }
        }
    }

    /// `date` on another day and/or at another hour and minute, keeping the rest.
    static func date(_ date: Date, day: GTK.Calendar.Day?, time: (hour: Int, minute: Int)?) -> Date? {
        var parts = Calendar.current.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        if let day {
            parts.era = nil
            parts.year = day.year
            parts.month = day.month
            parts.day = day.day
        }
        if let time {
            parts.hour = time.hour
            parts.minute = time.minute
        }
        return Calendar.current.date(from: parts)
    }
}
