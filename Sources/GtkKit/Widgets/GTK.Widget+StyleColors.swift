import CGtk

extension GTK.Widget {
    /// The widget's CSS `color`: the text color of its theme, or what a style set.
    public var styleColor: RGBA {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widgetPointer), &color)
        return RGBA(color)
    }

    /// A color the theme defines (`accent_color`, `theme_fg_color`, …), or `nil`.
    public func themeColor(named name: String) -> RGBA? {
        var color = GdkRGBA()
        let found = gtk_style_context_lookup_color(gtk_widget_get_style_context(widgetPointer), name, &color)
        return found != 0 ? RGBA(color) : nil
    }
}
