import CGtk

extension Pango {
    /// A `PangoLayout`: a paragraph of text laid out in a font, measured and drawn into a
    /// snapshot with ``GTK/Snapshot/appendLayout(_:color:)``. Make one for a widget with
    /// ``GTK/Widget/makeTextLayout(_:)``, so it uses the widget's font and font options.
    public final class Layout: ObjectHandle {
        public override class var gType: GType { pango_layout_get_type() }

        /// Sets the font of the whole text (a copy of `font`); `nil` goes back to the
        /// context's font.
        public func setFontDescription(_ font: FontDescription?) {
            pango_layout_set_font_description(opaquePointer, font?.descriptionPointer)
        }

        /// The size of the laid-out text's logical extents in pixels (rounded out).
        public var pixelSize: (width: Int, height: Int) {
            var width: Int32 = 0
            var height: Int32 = 0
            pango_layout_get_pixel_size(opaquePointer, &width, &height)
            return (Int(width), Int(height))
        }
    }
}

extension GTK.Widget {
    /// A new layout of `text` in the widget's font (`gtk_widget_create_pango_layout`). It
    /// does not follow later font changes of the widget; make a new one.
    public func makeTextLayout(_ text: String) -> Pango.Layout {
        guard let pointer = gtk_widget_create_pango_layout(widgetPointer, text) else {
            preconditionFailure("GtkKit: gtk_widget_create_pango_layout returned NULL")
        }
        return Pango.Layout(adopting: UnsafeMutableRawPointer(pointer))
    }
}

extension GTK.Snapshot {
    /// Draws `layout` with its top-left corner at the current origin, in `color`.
    public func appendLayout(_ layout: Pango.Layout, color: RGBA) {
        var rgba = color.gdk
        gtk_snapshot_append_layout(snapshotPointer, layout.opaquePointer, &rgba)
    }

    /// Draws `layout` with its top-left corner at (`x`, `y`), in `color`.
    public func appendLayout(_ layout: Pango.Layout, x: Double, y: Double, color: RGBA) {
        save()
        translate(x: x, y: y)
        appendLayout(layout, color: color)
        restore()
    }
}

extension Pango.Layout {
    /// Replaces the text with `markup`'s (Pango markup: `<span>` attributes, `<b>`, …);
    /// markup that does not parse shows nothing.
    public func setMarkup(_ markup: String) {
        pango_layout_set_markup(opaquePointer, markup, -1)
    }
}
