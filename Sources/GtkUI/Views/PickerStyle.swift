/// How a ``Picker`` presents its options, set with ``View/pickerStyle(_:)``, as in SwiftUI.
///
/// GtkUI draws every picker as a menu (a `GtkDropDown`); the styles are accepted so that
/// SwiftUI code compiles.
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
    /// Sets the look of the pickers inside this view (every GtkUI picker is a menu).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { _ in }
    }
}
