import GtkUI

/// The main window's page keys, wherever the focus is in the window, as in GNOME's tabbed
/// windows: Alt+1 shows the first page, Alt+2 the second. (Not Ctrl+Page Up/Down: in a
/// list those move the focus a page without selecting.) Hidden buttons carry the
/// shortcuts, so the shortcuts window lists them.
struct PageShortcuts: View {
    @Binding var page: MainPage

    var body: some View {
        HStack {
            ForEach(Array(MainPage.allCases.enumerated()), id: \.offset) { index, shown in
                Button("Show \(shown.title)") { page = shown }
                    .keyboardShortcut(KeyEquivalent(Character("\(index + 1)")), modifiers: .option)
            }
        }
        .hidden()
    }
}
