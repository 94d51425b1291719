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
