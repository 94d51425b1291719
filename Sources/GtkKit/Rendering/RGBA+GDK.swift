import CGtk

extension RGBA {
    /// The color of a `GdkRGBA`.
    package init(_ color: GdkRGBA) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The color a CSS color specification names, as `gdk_rgba_parse` reads it (`red`,
    /// `#ff2d55`, `rgb(255, 45, 85)`, `rgba(…)`, `hsl(…)`, `transparent`), or `nil` when it
    /// reads none.
    public init?(parsing specification: String) {
        var parsed = GdkRGBA()
        guard gdk_rgba_parse(&parsed, specification) != 0 else { return nil }
        self.init(parsed)
    }
}
