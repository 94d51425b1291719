/// A color as a view: it fills the space it is offered (it expands both ways) and paints
/// it with the color, as in SwiftUI (`Color.pink.frame(width: 20, height: 20)`).
///
/// The widget is an empty `GtkBox` with a class from GtkUI's one style sheet that sets its
/// `background-color`, so semantic colors (``Color/accentColor``) follow the theme.
extension Color: WidgetRepresentable {
    public func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.horizontal)
        box.fillsOfferedSpace = true
        return box
    }

    public func makeCoordinator() -> StyleClassSlot { StyleClassSlot() }

    public func updateWidget(_ box: GTK.Box, context: Context) {
        context.coordinator.set(StyleSheet.shared.className(for: "background-color: \(css);"), on: box)
    }
}

extension Color {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
