import CGtk
import GtkUI

/// A line of text laid out with Pango in a widget's font (made smaller, as chart labels
/// are), placed at `origin` (its top-left corner).
@MainActor
struct TextLabel {
    /// The `PangoLayout`.
    let layout: ObjectHandle
    let width: Double
    let height: Double
    var origin = Point(x: 0, y: 0)

    /// Lays out `text` in `font` for `widget`.
    init(_ text: String, font: LabelFont, widget: GTK.Widget) {
        guard let pointer = gtk_widget_create_pango_layout(widget.widgetPointer, text) else {
            preconditionFailure("GtkCharts: gtk_widget_create_pango_layout returned NULL")
        }
        layout = ObjectHandle(adopting: UnsafeMutableRawPointer(pointer))
        pango_layout_set_font_description(pointer, font.description)
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(pointer, &width, &height)
        self.width = Double(width)
        self.height = Double(height)
    }

    /// Appends the text in `color`.
    func draw(in snapshot: OpaquePointer, color: RGBA) {
        gtk_snapshot_save(snapshot)
        var point = graphene_point_t(x: Float(origin.x), y: Float(origin.y))
        gtk_snapshot_translate(snapshot, &point)
        var rgba = color.gdk
        gtk_snapshot_append_layout(snapshot, layout.opaquePointer, &rgba)
        gtk_snapshot_restore(snapshot)
    }
}

/// The font of chart labels: the widget's font at 85 %.
@MainActor
final class LabelFont {
    let description: OpaquePointer

    init(for widget: GTK.Widget) {
        let context = gtk_widget_get_pango_context(widget.widgetPointer)
        guard let copy = pango_font_description_copy(pango_context_get_font_description(context)) else {
            preconditionFailure("GtkCharts: the widget has no font description")
        }
        description = copy
        let size = pango_font_description_get_size(description)
        let scaled = Int32((Double(size > 0 ? size : 11 * PANGO_SCALE) * 0.85).rounded())
        if pango_font_description_get_size_is_absolute(description) != 0 {
            pango_font_description_set_absolute_size(description, Double(scaled))
        } else {
            pango_font_description_set_size(description, scaled)
        }
    }

    isolated deinit {
        pango_font_description_free(description)
    }
}
