import GtkUI

/// A line of text laid out with Pango in a widget's font (made smaller, as chart labels
/// are), placed at `origin` (its top-left corner).
@MainActor
struct TextLabel {
    let layout: Pango.Layout
    let width: Double
    let height: Double
    var origin = Point(x: 0, y: 0)

    /// Lays out `text` in `font` for `widget`.
    init(_ text: String, font: LabelFont, widget: GTK.Widget) {
        layout = widget.makeTextLayout(text)
        layout.setFontDescription(font.description)
        let size = layout.pixelSize
        width = Double(size.width)
        height = Double(size.height)
    }

    /// Appends the text in `color`.
    func draw(in snapshot: GTK.Snapshot, color: RGBA) {
        snapshot.appendLayout(layout, x: origin.x, y: origin.y, color: color)
    }
}

/// The font of chart labels: the widget's font at 85 % (a copy, which frees itself).
@MainActor
struct LabelFont {
    let description: Pango.FontDescription

    init(for widget: GTK.Widget) {
        guard let font = widget.fontDescription else {
            preconditionFailure("GtkCharts: the widget has no font description")
        }
        description = font
        let size = font.size
        font.size = Int((Double(size > 0 ? size : 11 * Pango.scale) * 0.85).rounded())
    }
}
