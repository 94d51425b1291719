import CGtk

/// A picker's options as GNOME's linked toggle buttons — a row of `GtkToggleButton`s in
/// one group inside a box with the `linked` style class, the look of a view switcher in a
/// header bar. Exactly one button is active when a value is selected.
@MainActor
final class SegmentedControl {
    /// The linked box of buttons.
    let box = GTK.Box(.horizontal, spacing: 0)
    private var buttons: [GTK.Button] = []
    private let connections = SignalConnections()
    private var toggled: [SignalConnection] = []
    /// Called with the index of the button the user made active.
    private let select: (Int) -> Void

    /// The picker's title: the group's accessible label.
    var title = "" {
        didSet {
            if title != oldValue { box.setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, to: title) }
        }
    }

    init(select: @escaping (Int) -> Void) {
        self.select = select
        box.addCSSClass("linked")
        box.verticalAlign = .center
        box.horizontalAlign = .center
    }

    /// Shows one button per title, the one at `selected` active, without echo.
    func show(titles: [String], selected: Int?) {
        if titles != buttons.map(\.label) { makeButtons(titles) }
        for (index, button) in buttons.enumerated() {
            let active = index == selected
            guard (gtk_toggle_button_get_active(button.pointer()) != 0) != active else { continue }
            button.withSignalBlocked(toggled[index]) {
                gtk_toggle_button_set_active(button.pointer(), active ? 1 : 0)
            }
        }
    }

    /// Disconnects the buttons' handlers.
    func disconnect() {
        connections.disconnectAll()
        toggled = []
    }

    private func makeButtons(_ titles: [String]) {
        disconnect()
        buttons = titles.map { title in
            GTK.Button(retaining: GTK.Widget.construct { gtk_toggle_button_new_with_label(title) })
        }
        for (index, button) in buttons.enumerated() {
            if index > 0 { gtk_toggle_button_set_group(button.pointer(), buttons[0].pointer()) }
            let select = self.select
            toggled.append(connections.keep(
                button.connect(Self.toggledSignal) { button in
                    if gtk_toggle_button_get_active(button.pointer()) != 0 { select(index) }
                },
                on: button))
        }
        box.setChildren(buttons)
    }

    private static var toggledSignal: Signal<GTK.Button, Void, Void> { Signal("toggled") }
}

/// A picker's look: a menu (the default) or linked buttons.
enum PickerKind: Equatable {
    case menu, segmented
}

private struct PickerKindKey: EnvironmentKey {
    static var defaultValue: PickerKind { .menu }
}

extension EnvironmentValues {
    /// How pickers inside look.
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}

/// The options side by side as linked toggle buttons (GNOME's view switcher look), as
/// SwiftUI's segmented style. The picker's title is not shown; it names the group for
/// assistive technologies.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Linked toggle buttons.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
