/// What a ``ButtonStyle`` draws a button from, as in SwiftUI: its label, its role and
/// whether it is pressed now.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view a style places (`configuration.label.padding()`).
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The button's role (``ButtonRole/destructive``, ``ButtonRole/cancel``), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is held down (by the pointer, or Space from the keyboard).
    public let isPressed: Bool
}

/// A ``ButtonStyle`` with its type erased: how it makes a button's view.
@MainActor
struct AnyButtonStyle {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView

    init<Style: ButtonStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}
