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
        if let holder = layout.labelBox.parent?.cast(to: GTK.CheckButton.self) { holder.child = nil }
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
        check.child = layout.labelBox
        layout.row.setChildren([check])
    }

    func show(_ isOn: Bool) {
        guard check.isOn != isOn else { return }
        check.withSignalBlocked(connection) { check.isOn = isOn }
    }
}
