/// How a ``Toggle`` looks, set with ``View/toggleStyle(_:)``, as in SwiftUI.
///
/// The built-in styles are GTK's controls: ``automatic`` and ``switch`` (a `GtkSwitch` at
/// the end of the row), ``checkbox`` (a `GtkCheckButton` before the label) and ``button`` (a
/// `GtkToggleButton` showing the label, pressed while on). A style of your own makes the
/// toggle's whole view from `configuration.label` and `configuration.$isOn`, as in SwiftUI:
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "star.fill" : "star") }
///         }
///     }
/// }
/// ```
///
/// Such a toggle is what its view is for screen readers too (a button, say): give that view
/// a name and, where it matters, an `accessibilityValue` saying whether it is on.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle of this style shows.
    associatedtype Body: View
    /// The view for a toggle whose label and state `configuration` gives.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style makes a toggle from.
    typealias Configuration = ToggleStyleConfiguration
}

/// The platform's toggle look: a switch, as GNOME settings rows have.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    /// A toggle in this style.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
    }
}

/// A label with a `GtkSwitch` at the end of the row.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}

    /// A toggle in this style.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
    }
}

/// A `GtkCheckButton` with the label beside it; clicking the label toggles too.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}

    /// A toggle in this style.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
    }
}

/// A `GtkToggleButton` showing the label, pressed while on; `.buttonStyle(.borderless)`
/// makes it flat.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    /// A toggle in this style.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
    }
}

/// What a ``ToggleStyle`` makes a toggle from, as in SwiftUI: its label and its state.
public struct ToggleStyleConfiguration {
    /// A toggle's label, as a view a style places.
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; a style flips it through `$isOn` (`configuration.isOn.toggle()`).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values some on, some off (GtkUI's toggles are
    /// never mixed).
    public var isMixed: Bool = false
}

/// A ``ToggleStyle`` with its type erased: how it makes a toggle's view.
@MainActor
struct AnyToggleStyle {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView

    init<Style: ToggleStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
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

/// The toggle looks GtkUI draws, and `custom` for a style of the app's own.
enum ToggleKind: Equatable {
    case `switch`, checkbox, button, custom
}

/// How the toggles inside a view look: one environment value.
struct ToggleAppearance {
    var kind = ToggleKind.switch
    /// The app's own style, when `kind` is `custom`.
    var customStyle: AnyToggleStyle?
}

private struct ToggleAppearanceKey: EnvironmentKey {
    static var defaultValue: ToggleAppearance { ToggleAppearance() }
}

extension EnvironmentValues {
    /// How toggles inside look.
    var toggleAppearance: ToggleAppearance {
        get { self[ToggleAppearanceKey.self] }
        set { self[ToggleAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the toggles inside this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let appearance: ToggleAppearance =
            switch style {
            case is CheckboxToggleStyle: ToggleAppearance(kind: .checkbox)
            case is ButtonToggleStyle: ToggleAppearance(kind: .button)
            case is SwitchToggleStyle, is DefaultToggleStyle: ToggleAppearance(kind: .switch)
            default: ToggleAppearance(kind: .custom, customStyle: AnyToggleStyle(style))
            }
        return _EnvironmentWriter(content: self) { $0.toggleAppearance = appearance }
    }
}
