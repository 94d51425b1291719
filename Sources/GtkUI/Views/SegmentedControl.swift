/// A picker's options as buttons of one group, exactly one active when a value is
/// selected: GNOME's linked toggle buttons — a row of `GtkToggleButton`s inside a box with
/// the `linked` style class, the look of a view switcher in a header bar — or, as radio
/// buttons, a column of grouped `GtkCheckButton`s (SwiftUI's `.radioGroup` and `.inline`).
@MainActor
final class SegmentedControl {
    /// The box of buttons.
    let box: GTK.Box
    /// Whether the buttons are radio buttons in a column.
    let isRadio: Bool
    private var buttons: [GroupButton] = []
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

    init(radio: Bool = false, select: @escaping (Int) -> Void) {
        self.select = select
        isRadio = radio
        box = radio ? GTK.Box(.vertical, spacing: 4) : GTK.Box(.horizontal, spacing: 0)
        if radio {
            box.horizontalAlign = .start
        } else {
            box.addCSSClass("linked")
            box.horizontalAlign = .center
        }
        box.verticalAlign = .center
    }

    /// Shows one button per title, the one at `selected` active, without echo.
    func show(titles: [String], selected: Int?) {
        if titles != buttons.map(\.label) { makeButtons(titles) }
        for (index, button) in buttons.enumerated() {
            let active = index == selected
            guard button.isActive != active else { continue }
            button.widget.withSignalBlocked(toggled[index]) {
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
        let select = self.select
        if isRadio {
            let checks = titles.map { title in
                let check = GTK.CheckButton()
                check.label = title
                return check
            }
            for (index, check) in checks.enumerated() {
                if index > 0 { check.setGroup(checks[0]) }
                toggled.append(connections.keep(check.connect(.toggled) { check in if check.isOn { select(index) } }, on: check))
            }
            buttons = checks.map(GroupButton.radio)
        } else {
            let toggles = titles.map { GTK.ToggleButton(label: $0) }
            for (index, button) in toggles.enumerated() {
                if index > 0 { button.setGroup(toggles[0]) }
                toggled.append(connections.keep(button.connect(.toggled) { button in if button.isActive { select(index) } }, on: button))
            }
            buttons = toggles.map(GroupButton.segment)
        }
        box.setChildren(buttons.map(\.widget))
    }
}

/// One button of a ``SegmentedControl``: a linked toggle button or a radio button.
@MainActor
private enum GroupButton {
    case segment(GTK.ToggleButton)
    case radio(GTK.CheckButton)

    var widget: GTK.Widget {
        switch self {
        case .segment(let button): button
        case .radio(let check): check
        }
    }

    var label: String {
        switch self {
        case .segment(let button): button.label
        case .radio(let check): check.label
        }
    }

    var isActive: Bool {
        get {
            switch self {
            case .segment(let button): button.isActive
            case .radio(let check): check.isOn
            }
        }
        nonmutating set {
            switch self {
            case .segment(let button): button.isActive = newValue
            case .radio(let check): check.isOn = newValue
            }
        }
    }
}

/// A picker's look: a menu (the default) or linked buttons.
enum PickerKind: Equatable {
    case menu, segmented, radio
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

/// The options as radio buttons in a column beside the title, as SwiftUI's `.radioGroup`
/// on macOS: grouped `GtkCheckButton`s.
public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
}

/// The options shown inline rather than in a menu, as SwiftUI's `.inline`: radio buttons.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

/// iOS's spinning wheel: GTK has none, so a menu (``MenuPickerStyle``'s look).
public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons in a column.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline, as radio buttons.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// iOS's wheel: a menu here.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
