/// A control that turns a Boolean on and off, as in SwiftUI.
///
/// By default a row: the label views (expanding) and a `GtkSwitch` at the end, as GNOME
/// settings rows have; `.toggleStyle(.checkbox)` makes it a `GtkCheckButton` holding the
/// label. Flipping the control writes the binding once; a new binding value moves the
/// control without echo.
public struct Toggle<Label: View>: ContainerRepresentable {
    let isOn: Binding<Bool>
    /// The label views.
    public var content: Label

    /// A toggle with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        content = label()
    }

    /// Keeps the row, the control of the current style and their handlers.
    @MainActor
    public final class Coordinator {
        var isOn: Binding<Bool>
        let layout = ControlRow(control: nil)
        var control: (any ToggleControl)?
        let connections = SignalConnections()

        init(isOn: Binding<Bool>) { self.isOn = isOn }

        func userToggled(to value: Bool) {
            if isOn.wrappedValue != value { isOn.wrappedValue = value }
        }
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(isOn: isOn)
    }

    public func makeWidget(context: Context) -> GTK.Box {
        context.coordinator.layout.row
    }

    public func updateWidget(_ row: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.isOn = isOn
        let kind = context.environment.toggleKind
        if coordinator.control?.kind != kind {
            coordinator.control = kind == .checkbox
                ? CheckboxControl(coordinator: coordinator) : SwitchControl(coordinator: coordinator)
        }
        coordinator.control?.show(isOn.wrappedValue)
        // The switch or check box is the toggle assistive technologies read (with its
        // checked state): it is named by the label's text.
        if let control = coordinator.control {
            WidgetAttributes.setBuiltIn(ViewText.string(in: content).map { [.accessibilityLabel($0)] } ?? [], on: control.widget)
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in row: GTK.Box, context: Context) {
        context.coordinator.layout.placeLabel(children)
    }

    public static func dismantleWidget(_ row: GTK.Box, coordinator: Coordinator) {
        coordinator.connections.disconnectAll()
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
