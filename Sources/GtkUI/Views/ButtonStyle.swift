/// How a ``Button`` looks, set with `buttonStyle(_:)`, as in
/// SwiftUI: ``automatic`` and ``bordered`` are GTK's raised button, ``borderless`` is
/// GTK's `flat` button (no frame until the pointer is over it), as GNOME uses in list rows
/// and header bars.
public protocol PrimitiveButtonStyle {}

/// How a ``Button`` looks, for SwiftUI's `ButtonStyle` styles: ``plain`` is GTK's `flat`
/// button.
public protocol ButtonStyle {}

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

private struct FlatButtonsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ProminentButtonsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether buttons inside are flat (GTK's `flat` class).
    var buttonsAreFlat: Bool {
        get { self[FlatButtonsKey.self] }
        set { self[FlatButtonsKey.self] = newValue }
    }

    /// Whether buttons inside are the view's main action (GTK's `suggested-action` class).
    var buttonsAreProminent: Bool {
        get { self[ProminentButtonsKey.self] }
        set { self[ProminentButtonsKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the buttons inside this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let flat = style is BorderlessButtonStyle
        let prominent = style is BorderedProminentButtonStyle
        return _EnvironmentWriter(content: self) {
            $0.buttonsAreFlat = flat
            $0.buttonsAreProminent = prominent
        }
    }

    /// Sets the look of the buttons inside this view (``PlainButtonStyle``: flat).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) {
            $0.buttonsAreFlat = true
            $0.buttonsAreProminent = false
        }
    }
}
