/// A picker's options as GNOME's linked toggle buttons — a row of `GtkToggleButton`s in
/// one group inside a box with the `linked` style class, the look of a view switcher in a
/// header bar. Exactly one button is active when a value is selected.
@MainActor
final class SegmentedControl {
    /// The linked box of buttons.
    let box = GTK.Box(.horizontal, spacing: 0)
    private var buttons: [GTK.ToggleButton] = []
    private let connections = SignalConnections()
    private var toggled: [SignalConnection] = []
    /// Called with the index of the button the user made active.
    private let select: (Int) -> Void

    /// The picker's title: the group's accessible label.
    var title = "" {
        didSet {
            if title != oldValue { box.setAccessibleProperty(.label, to: title) }
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
            guard button.isActive != active else { continue }
            button.withSignalBlocked(toggled[index]) {
                button.isActive = active
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
        buttons = titles.map { GTK.ToggleButton(label: $0) }
        for (index, button) in buttons.enumerated() {
            if index > 0 { button.setGroup(buttons[0]) }
            let select = self.select
            toggled.append(connections.keep(
                button.connect(.toggled) { button in
                    if button.isActive { select(index) }
                },
                on: button))
        }
        box.setChildren(buttons)
    }
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
