/// What a ``Button`` shows under a ``ButtonStyle`` of the app's own: the style's view of
/// the button's label, in a view tree of its own that is the `GtkButton`'s child. The button
/// loses GTK's frame and padding (its focus ring stays) and the view is made again when the
/// button is pressed or let go, so the style can show `isPressed`.
@MainActor
final class StyledButtonLabel {
    /// The widget the button shows: the style's view.
    let host: GTK.Widget
    private let graph: ViewGraph
    private var isMounted = false
    private var isPressed = false
    private var stateChange: SignalConnection?
    /// The label's own widgets, not shown while the style is (placed again when it goes).
    var labelWidgets: [GTK.Widget] = []
    /// What the view is made from: the latest style, label and role.
    private var makeView: (@MainActor (Bool) -> AnyView)?

    init(environment: EnvironmentValues) {
        (host, graph) = HostedGraph.make(environment: environment)
    }

    /// Follows `button`'s pressed state and strips GTK's button look.
    func attach(to button: GTK.Button) {
        button.addCSSClass(Self.styledClass)
        stateChange = button.connect(.stateFlagsChanged) { [weak self] button, _ in
            self?.pressedMayHaveChanged(button.stateFlags.contains(.pressed))
        }
    }

    /// Gives `button` back GTK's look.
    func detach(from button: GTK.Button) {
        button.removeCSSClass(Self.styledClass)
        if let stateChange { button.disconnect(stateChange) }
        stateChange = nil
    }

    /// Shows `style`'s view of `label` with `role`, in `environment`.
    func show(style: AnyButtonStyle, label: AnyView, role: ButtonRole?, environment: EnvironmentValues) {
        makeView = { pressed in
            style.makeBody(ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: pressed))
        }
        graph.setEnvironment(environment)
        render()
    }

    private func pressedMayHaveChanged(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        render()
    }

    private func render() {
        guard let makeView else { return }
        let view = makeView(isPressed)
        if isMounted {
            graph.setRoot(view)
        } else {
            graph.mount(view)
            isMounted = true
        }
    }

    /// The style class that takes GTK's frame, background and padding off a button (at
    /// application priority, it wins over the theme's hover and pressed looks too).
    private static var styledClass: String {
        StyleSheet.shared.className(
            for: "background: none; border: none; box-shadow: none; padding: 0; min-width: 0; min-height: 0;")
    }
}
