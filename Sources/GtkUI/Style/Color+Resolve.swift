import Foundation

extension Color {
    /// The color's components as `widget` would draw it: the text color (``primary``,
    /// ``secondary``) and theme colors (``accentColor``) are read from the widget's style,
    /// so they follow the theme, dark or light. For code that draws itself (charts).
    @MainActor
    public func resolve(in widget: GTK.Widget) -> RGBA {
        switch value {
        case .rgba(let rgba): return rgba
        case .css(let expression): return Self.resolve(css: expression, in: widget)
        }
    }

    /// Resolves the CSS color expressions GtkUI makes: `currentColor`, `@name`,
    /// `alpha(expression, factor)` and anything `gdk_rgba_parse` reads; the text color when
    /// the expression is none of those.
    @MainActor
    private static func resolve(css expression: String, in widget: GTK.Widget) -> RGBA {
        let text = expression.trimmingCharacters(in: .whitespaces)
        if text == "currentColor" { return widget.styleColor }
        if text.hasPrefix("@") {
            let name = String(text.dropFirst())
            if let color = widget.themeColor(named: name) { return color }
            // GTK 4.8's own Adwaita names no accent color (libadwaita does): its selection
            // background is the accent there.
            if name == "accent_color",
               let color = widget.themeColor(named: "accent_bg_color") ?? widget.themeColor(named: "theme_selected_bg_color") {
                return color
            }
        }
        if text.hasPrefix("alpha("), text.hasSuffix(")"),
           let comma = text.lastIndex(of: ",") {
            let inner = String(text[text.index(text.startIndex, offsetBy: 6)..<comma])
            let factor = Float(text[text.index(after: comma)..<text.index(before: text.endIndex)]
                .trimmingCharacters(in: .whitespaces)) ?? 1
            var color = resolve(css: inner, in: widget)
            color.alpha *= min(max(factor, 0), 1)
            return color
        }
        return RGBA(parsing: text) ?? widget.styleColor
    }
}
