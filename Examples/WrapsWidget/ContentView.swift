import GtkUI

/// A calendar bound to a day that buttons also change, and a bar showing how far through
/// its month the day is.
struct ContentView: View {
    let screenshotPath: String?
    @State private var day = GTK.Calendar.Day(year: 2026, month: 2, day: 14)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("A GtkCalendar in a GtkUI view").font(.headline)
            CalendarView(day: $day)
            HStack(spacing: 6) {
                Button("Previous Day") { day = day.adding(days: -1) }
                Button("Next Day") { day = day.adding(days: 1) }
            }
            Text("Selected: \(day.isoString)")
            Text("Day \(day.day) of \(day.daysInMonth)").foregroundStyle(.secondary)
            MonthProgressBar(day: day.day, daysInMonth: day.daysInMonth)
        }
        .padding()
        .background {
            if let screenshotPath { WindowScreenshot(path: screenshotPath) }
        }
    }
}
