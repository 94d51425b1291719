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
        let appearance = context.environment.toggleAppearance
        let kind = appearance.kind
        if coordinator.control?.kind != kind {
            switch kind {
            case .checkbox: coordinator.control = CheckboxControl(coordinator: coordinator)
            case .button: coordinator.control = ButtonToggleControl(coordinator: coordinator)
            case .switch: coordinator.control = SwitchControl(coordinator: coordinator)
            case .custom: coordinator.control = StyledToggleControl(coordinator: coordinator, environment: context.environment)
            }
            // A styled toggle is read as the views its style makes.
            AccessibleTarget.set(kind == .custom ? nil : coordinator.control?.widget, on: row)
        }
        if let styled = coordinator.control as? StyledToggleControl<Label>, let style = appearance.customStyle {
            var environment = context.environment
            environment.toggleAppearance = ToggleAppearance()
            styled.show(style: style, label: AnyView(content), isOn: isOn, environment: environment)
            return
        }
        if kind == .button, let control = coordinator.control {
            control.widget.setCSSClass("flat", present: context.environment.buttonsAreFlat)
        }
        coordinator.control?.show(isOn.wrappedValue)
        // The switch, check box or toggle button is the toggle assistive technologies read
        // (with its checked state): named by the label's text, or by a modifier on the
        // toggle (the row's accessibility goes to the control).
        WidgetAttributes.setBuiltIn(ViewText.string(in: content).map { [.accessibilityLabel($0)] } ?? [], on: row)
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
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.resolvedString, isOn: isOn)
    }
}
