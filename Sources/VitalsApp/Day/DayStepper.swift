import GtkUI
import VitalsCore

/// The Day window's previous and next day (Alt+Left and Alt+Right, as in a browser): the
/// nearest earlier or later day that has samples; a button with nowhere to go is disabled.
struct DayStepper: View {
    @Binding var day: CalendarDay?
    /// The days with samples, in any order.
    let days: [CalendarDay]

    var body: some View {
        let earlier = day.flatMap { shown in days.filter { $0 < shown }.max() }
        let later = day.flatMap { shown in days.filter { $0 > shown }.min() }
        HStack(spacing: 6) {
            Button {
                if let earlier { day = earlier }
            } label: {
                Image(systemName: "chevron.left")
            }
            .accessibilityLabel("Previous Day")
            .keyboardShortcut(.leftArrow, modifiers: .option)
            .help("Previous Day")
            .disabled(earlier == nil)
            Button {
                if let later { day = later }
            } label: {
                Image(systemName: "chevron.right")
            }
            .accessibilityLabel("Next Day")
            .keyboardShortcut(.rightArrow, modifiers: .option)
            .help("Next Day")
            .disabled(later == nil)
        }
    }
}
