/// A translucent background, as SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`). GTK 4.8 cannot blur what is behind a widget, so a material is the window's
/// background color at an opacity that grows with its thickness: content behind shows
/// through, unblurred, and text on it keeps the theme's contrast in light and dark.
public struct Material: ShapeStyle, Hashable {
    let opacity: Double

    public var resolvedColor: Color { Color(.css("alpha(@theme_bg_color, \(opacity))")) }

    /// The most translucent material.
    public static let ultraThin = Material(opacity: 0.55)
    /// A translucent material.
    public static let thin = Material(opacity: 0.68)
    /// The default material.
    public static let regular = Material(opacity: 0.8)
    /// A mostly opaque material.
    public static let thick = Material(opacity: 0.9)
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.96)
    /// The material of toolbars and bars.
    public static let bar = Material(opacity: 0.9)
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A translucent material.
    public static var thinMaterial: Material { .thin }
    /// The default material.
    public static var regularMaterial: Material { .regular }
    /// A mostly opaque material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
