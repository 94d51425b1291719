/// How a ``TextField`` looks, set with ``View/textFieldStyle(_:)``, as in SwiftUI:
/// ``automatic`` and ``roundedBorder`` are GTK's framed entry, ``plain`` is GTK's `flat`
/// entry (no frame or background; the focus ring shows while it is edited), for text
/// edited in place in list rows.
public protocol TextFieldStyle {}

/// The platform's text field look: GTK's framed entry.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// A framed entry.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// An entry without a frame: GTK's `flat` style.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default look, a framed entry.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A framed entry.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// An entry without a frame.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

private struct PlainTextFieldsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether text fields inside are flat (GTK's `flat` class).
    var textFieldsArePlain: Bool {
        get { self[PlainTextFieldsKey.self] }
        set { self[PlainTextFieldsKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the text fields inside this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let plain = style is PlainTextFieldStyle
        return _EnvironmentWriter(content: self) { $0.textFieldsArePlain = plain }
    }
}
