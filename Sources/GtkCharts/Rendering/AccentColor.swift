import Foundation
import GtkUI

/// The theme's accent as chart marks draw it, as Swift Charts draws marks in the accent
/// color: `accent_color` (libadwaita's, made for drawing on the window's background; for
/// GTK's own Adwaita GtkUI names its selection blue so), else the accent background
/// (`accent_bg_color`, or `theme_selected_bg_color`), lightened or darkened until it stands
/// out from `background` — at least 3:1, WCAG's contrast for graphics. In GTK 4.8's dark
/// Adwaita the selection blue (#15539e) is made for white text on it, and is too dark to
/// draw with on the dark background; an accent that already stands out is kept as it is.
enum AccentColor {
    static let minimumContrast = 3.0

    @MainActor
    static func resolve(for widget: GTK.Widget, on background: RGBA) -> RGBA {
        let base = widget.themeColor(named: "accent_color")
            ?? widget.themeColor(named: "accent_bg_color")
            ?? widget.themeColor(named: "theme_selected_bg_color")
            ?? ThemeColors.palette[0]
        return readable(base, on: background)
    }

    /// `color` mixed with white (on dark backgrounds) or black (on light ones) in steps of
    /// 5 % until its contrast with `background` reaches ``minimumContrast``.
    static func readable(_ color: RGBA, on background: RGBA) -> RGBA {
        let target: Float = luminance(background) < 0.5 ? 1 : 0
        var mixed = color
        for step in 1...20 where contrast(mixed, background) < minimumContrast {
            let amount = Float(step) / 20
            mixed = RGBA(
                red: color.red + (target - color.red) * amount,
                green: color.green + (target - color.green) * amount,
                blue: color.blue + (target - color.blue) * amount,
                alpha: color.alpha)
        }
        return mixed
    }

    /// WCAG's contrast ratio of two colors, 1…21.
    static func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG's relative luminance of an sRGB color.
    static func luminance(_ color: RGBA) -> Double {
        func linear(_ component: Float) -> Double {
            let value = Double(component)
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
