/// The light or dark style, as in SwiftUI.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    /// GTK's style when the value is read: dark when the application prefers a dark theme
    /// (GtkUI follows GNOME's `color-scheme`).
    static var defaultValue: ColorScheme {
        // Environment values are read by bodies, on the main actor.
        MainActor.assumeIsolated { GTK.Settings.applicationPrefersDarkTheme ? .dark : .light }
    }
}

extension EnvironmentValues {
    /// Whether views are shown in the light or dark style. Unless a view sets it, it is GTK's
    /// style when the view's body runs; a body that reads it runs again when its own state
    /// changes, not when the desktop switches style.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets ``EnvironmentValues/colorScheme`` for the views inside. GTK 4.8 has one style
    /// per application, so the widgets themselves keep the application's style; `gtkui-preview`
    /// renders every preview in both styles.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _EnvironmentWriter(content: self) { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        }
    }
}

/// How SF Symbols are coloured in SwiftUI; GTK's symbolic icons have one color, the text's,
/// so every mode shows them that way.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
    /// Accepted for SwiftUI code: GTK's symbolic icons are drawn in one color.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension Image {
    /// Accepted for SwiftUI code: GTK's symbolic icons are drawn in one color.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
