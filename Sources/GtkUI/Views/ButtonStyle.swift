/// How a ``Button`` looks, set with `buttonStyle(_:)`, as in
/// SwiftUI: ``automatic`` and ``bordered`` are GTK's raised button, ``borderless`` is
/// GTK's `flat` button (no frame until the pointer is over it), as GNOME uses in list rows
/// and header bars.
public protocol PrimitiveButtonStyle {}

/// How a ``Button`` looks, as SwiftUI's `ButtonStyle`: ``plain`` is GTK's `flat` button;
/// a style of your own draws the button with `makeBody(configuration:)`, from its label and
/// whether it is pressed, as in SwiftUI:
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .background(Capsule().fill(configuration.isPressed ? .blue.opacity(0.6) : .blue))
///     }
/// }
/// ```
///
/// The button stays a `GtkButton` (clicks, keyboard, focus ring, its name for screen
/// readers) without GTK's frame and padding, showing the style's view.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button of this style shows.
    associatedtype Body: View
    /// The view for a button whose label, role and pressed state `configuration` gives.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style draws a button from.
    typealias Configuration = ButtonStyleConfiguration
}

/// The platform's button look: GTK's raised button.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A raised button with a frame.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A raised button in the accent color, for the view's main action: GTK's
/// `suggested-action` style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A button without a frame: GTK's `flat` style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// A button without a frame: GTK's `flat` style.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}

    /// The label as it is (GtkUI shows a plain button as GTK's flat button instead).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default look, a raised button.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A raised button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A raised button in the accent color (GTK's `suggested-action`).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A flat button.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// A flat button.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// How the buttons inside a view look: one environment value, read once per button update.
struct ButtonAppearance {
    /// GTK's `flat` class.
    var isFlat = false
    /// GTK's `suggested-action` class: the view's main action.
    var isProminent = false
    /// A style of the app's own, which draws the buttons.
    var customStyle: AnyButtonStyle?
    /// How big the buttons are (`.controlSize`).
    var size = ControlSize.regular
}

private struct ButtonAppearanceKey: EnvironmentKey {
    static var defaultValue: ButtonAppearance { ButtonAppearance() }
}

extension EnvironmentValues {
    /// How the buttons inside look.
    var buttonAppearance: ButtonAppearance {
        get { self[ButtonAppearanceKey.self] }
        set { self[ButtonAppearanceKey.self] = newValue }
    }

    /// Whether buttons inside are flat (GTK's `flat` class).
    var buttonsAreFlat: Bool { buttonAppearance.isFlat }
}

extension View {
    /// Sets the look of the buttons inside this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let (flat, prominent) = (style is BorderlessButtonStyle, style is BorderedProminentButtonStyle)
        return _EnvironmentWriter(content: self) {
            $0.buttonAppearance.isFlat = flat
            $0.buttonAppearance.isProminent = prominent
            $0.buttonAppearance.customStyle = nil
        }
    }

    /// Sets the look of the buttons inside this view: ``PlainButtonStyle`` is GTK's flat
    /// button; another style draws them with its `makeBody(configuration:)`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let custom = style is PlainButtonStyle ? nil : AnyButtonStyle(style)
        return _EnvironmentWriter(content: self) {
            $0.buttonAppearance.isFlat = true
            $0.buttonAppearance.isProminent = false
            $0.buttonAppearance.customStyle = custom
        }
    }
}
