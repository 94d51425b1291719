import GtkUI

/// `GtkCalendar` as a GtkUI view bound to a day, with a coordinator for target-action: the
/// user's pick writes the binding; a new value from the binding selects the day without
/// echoing back.
struct CalendarView: WidgetRepresentable {
    @Binding var day: GTK.Calendar.Day

    /// Receives the calendar's `day-selected` and holds the latest binding.
    final class Coordinator {
        var day: Binding<GTK.Calendar.Day>
        var daySelected: SignalConnection?

        init(day: Binding<GTK.Calendar.Day>) { self.day = day }
    }

    func makeCoordinator() -> Coordinator { Coordinator(day: $day) }

    func makeWidget(context: Context) -> GTK.Calendar {
        let calendar = GTK.Calendar()
        let coordinator = context.coordinator
        coordinator.daySelected = calendar.connect(.daySelected) { calendar in
            coordinator.day.wrappedValue = calendar.selectedDay
        }
        return calendar
    }

    func updateWidget(_ calendar: GTK.Calendar, context: Context) {
        context.coordinator.day = $day
        guard calendar.selectedDay != day else { return }
        calendar.withSignalBlocked(context.coordinator.daySelected) { calendar.selectedDay = day }
    }

    static func dismantleWidget(_ calendar: GTK.Calendar, coordinator: Coordinator) {
        coordinator.daySelected.map(calendar.disconnect)
    }
}
