import GtkUI

/// The colors a chart takes from its widget's style, so it follows the theme (dark or
/// light) and the foreground style set around it.
struct ThemeColors: Equatable {
    /// Marks without a style of their own: the foreground style chosen on or around the
    /// chart (`.foregroundStyle(_:)`: the CSS `color`), else the theme's accent.
    let marks: RGBA
    /// Axis labels, ticks and gridlines: the theme's text color.
    let text: RGBA
    /// The theme's background, behind the hover read-out.
    let background: RGBA

    @MainActor
    init(of widget: GTK.Widget) {
        text = widget.themeColor(named: "theme_fg_color") ?? widget.styleColor
        background = widget.themeColor(named: "theme_bg_color")
            ?? RGBA(red: 1 - text.red, green: 1 - text.green, blue: 1 - text.blue)
        marks = widget.hasForegroundStyle ? widget.styleColor : AccentColor.resolve(for: widget, on: background)
    }

    /// Colors of `.foregroundStyle(by:)` series, in order, as Swift Charts' default palette.
    static let palette: [RGBA] = [
        RGBA(bytes: 0x00, 0x7a, 0xff), RGBA(bytes: 0x34, 0xc7, 0x59), RGBA(bytes: 0xff, 0x95, 0x00),
        RGBA(bytes: 0xaf, 0x52, 0xde), RGBA(bytes: 0xff, 0x3b, 0x30), RGBA(bytes: 0x30, 0xb0, 0xc7),
        RGBA(bytes: 0xff, 0xcc, 0x00), RGBA(bytes: 0xa2, 0x84, 0x5e),
    ]
}

extension RGBA {
    /// The color with its alpha multiplied by `factor`.
    func withAlpha(_ factor: Double) -> RGBA {
        var color = self
        color.alpha *= Float(factor)
        return color
    }
}
