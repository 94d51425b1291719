/// How a ``Picker`` presents its options, set with ``View/pickerStyle(_:)``, as in SwiftUI.
///
/// GtkUI draws pickers as a menu (a `GtkDropDown`), with ``SegmentedPickerStyle`` as
/// linked toggle buttons, and with ``RadioGroupPickerStyle`` or ``InlinePickerStyle`` as
/// radio buttons; ``WheelPickerStyle`` is a menu.
public protocol PickerStyle {}

/// The platform's picker look: a menu.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

/// A menu of the options, over a `GtkDropDown`.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default look, a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension View {
    /// Sets the look of the pickers inside this view: a menu, or linked buttons
    /// (``SegmentedPickerStyle``).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerKind =
            switch style {
            case is SegmentedPickerStyle: .segmented
            case is RadioGroupPickerStyle, is InlinePickerStyle: .radio
            default: .menu
            }
        return _EnvironmentWriter(content: self) { $0.pickerKind = kind }
    }
}
