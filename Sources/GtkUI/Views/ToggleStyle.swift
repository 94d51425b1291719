/// How a ``Toggle`` looks, set with ``View/toggleStyle(_:)``, as in SwiftUI.
///
/// GtkUI has the built-in styles only: ``automatic`` and ``switch`` (a `GtkSwitch` at the
/// end of the row), ``checkbox`` (a `GtkCheckButton` before the label) and ``button`` (a
/// `GtkToggleButton` showing the label, pressed while on).
public protocol ToggleStyle {}

/// The platform's toggle look: a switch, as GNOME settings rows have.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
}

/// A label with a `GtkSwitch` at the end of the row.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
}

/// A `GtkCheckButton` with the label beside it; clicking the label toggles too.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
}

/// A `GtkToggleButton` showing the label, pressed while on; `.buttonStyle(.borderless)`
/// makes it flat.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default look, a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// The toggle looks GtkUI draws.
enum ToggleKind: Equatable {
    case `switch`, checkbox, button
}

private struct ToggleKindKey: EnvironmentKey {
    static var defaultValue: ToggleKind { .switch }
}

extension EnvironmentValues {
    /// How toggles inside look.
    var toggleKind: ToggleKind {
        get { self[ToggleKindKey.self] }
        set { self[ToggleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the toggles inside this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let kind: ToggleKind = style is CheckboxToggleStyle ? .checkbox : style is ButtonToggleStyle ? .button : .switch
        return _EnvironmentWriter(content: self) { $0.toggleKind = kind }
    }
}
