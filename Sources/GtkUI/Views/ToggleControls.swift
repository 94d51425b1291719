/// The widget a ``Toggle`` flips, in one of the toggle styles.
@MainActor
protocol ToggleControl {
    var kind: ToggleKind { get }
    /// The widget that is flipped, which assistive technologies read as the toggle.
    var widget: GTK.Widget { get }
    /// Shows `isOn` without echo.
    func show(_ isOn: Bool)
}

/// A `GtkSwitch` at the end of the row.
@MainActor
struct SwitchControl<Label: View>: ToggleControl {
    let toggle = GTK.Switch()
    let connection: SignalConnection
    var kind: ToggleKind { .switch }
    var widget: GTK.Widget { toggle }

    init(coordinator: Toggle<Label>.Coordinator) {
        connection = coordinator.connections.keep(
            toggle.connect(.notify("active")) { toggle, _ in coordinator.userToggled(to: toggle.isOn) },
            on: toggle)
        let layout = coordinator.layout
        layout.releaseLabel()
        toggle.verticalAlign = .center
        layout.row.setChildren([layout.labelBox, toggle])
    }

    func show(_ isOn: Bool) {
        guard toggle.isOn != isOn else { return }
        toggle.withSignalBlocked(connection) { toggle.isOn = isOn }
    }
}

/// A `GtkCheckButton` whose child is the label.
@MainActor
struct CheckboxControl<Label: View>: ToggleControl {
    let check = GTK.CheckButton()
    let connection: SignalConnection
    var kind: ToggleKind { .checkbox }
    var widget: GTK.Widget { check }

    init(coordinator: Toggle<Label>.Coordinator) {
        connection = coordinator.connections.keep(
            check.connect(.toggled) { check in coordinator.userToggled(to: check.isOn) },
            on: check)
        let layout = coordinator.layout
        layout.row.setChildren([])
        layout.releaseLabel()
        check.child = layout.labelBox
        layout.row.setChildren([check])
    }

    func show(_ isOn: Bool) {
        guard check.isOn != isOn else { return }
        check.withSignalBlocked(connection) { check.isOn = isOn }
    }
}

/// A `GtkToggleButton` whose child is the label: pressed while on (`.toggleStyle(.button)`),
/// read as a toggle with a checked state.
@MainActor
struct ButtonToggleControl<Label: View>: ToggleControl {
    let button = GTK.ToggleButton.checkable()
    let connection: SignalConnection
    var kind: ToggleKind { .button }
    var widget: GTK.Widget { button }

    init(coordinator: Toggle<Label>.Coordinator) {
        connection = coordinator.connections.keep(
            button.connect(.toggled) { button in coordinator.userToggled(to: button.isActive) },
            on: button)
        let layout = coordinator.layout
        layout.row.setChildren([])
        layout.releaseLabel(expands: false)
        button.child = layout.labelBox
        layout.row.setChildren([button])
    }

    func show(_ isOn: Bool) {
        guard button.isActive != isOn else { return }
        button.withSignalBlocked(connection) { button.isActive = isOn }
    }
}

/// A toggle in a ``ToggleStyle`` of the app's own: the style's view of the label and the
/// binding, in a view tree of its own that is the row's only child (the label views stay
/// in the unshown label box).
@MainActor
final class StyledToggleControl<Label: View>: ToggleControl {
    private let host: GTK.Widget
    private let graph: ViewGraph
    private var isMounted = false
    var kind: ToggleKind { .custom }
    var widget: GTK.Widget { host }

    init(coordinator: Toggle<Label>.Coordinator, environment: EnvironmentValues) {
        (host, graph) = HostedGraph.make(environment: environment)
        let layout = coordinator.layout
        layout.row.setChildren([])
        layout.releaseLabel()
        host.expandsHorizontally = true
        layout.row.setChildren([host])
    }

    /// Shows `style`'s view of `label` and `isOn`, in `environment`.
    func show(style: AnyToggleStyle, label: AnyView, isOn: Binding<Bool>, environment: EnvironmentValues) {
        let view = style.makeBody(ToggleStyleConfiguration(label: .init(content: label), isOn: isOn))
        graph.setEnvironment(environment)
        if isMounted {
            graph.setRoot(view)
        } else {
            graph.mount(view)
            isMounted = true
        }
    }

    /// The view is shown from the binding in ``show(style:label:isOn:environment:)``.
    func show(_ isOn: Bool) {}
}
