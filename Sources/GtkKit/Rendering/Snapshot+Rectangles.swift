import CGtk

extension GTK.Snapshot {
    /// Fills `rect` with `color`.
    public func appendColor(_ color: RGBA, in rect: GTK.Rect) {
        var rgba = color.gdk
        var bounds = rect.graphene
        gtk_snapshot_append_color(snapshotPointer, &rgba, &bounds)
    }

    /// Draws a border `width` wide in `color` just inside `rect`, its corners rounded by
    /// `cornerRadius`.
    public func appendBorder(_ color: RGBA, width: Double, in rect: GTK.Rect, cornerRadius: Double = 0) {
        var bounds = rect.graphene
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(cornerRadius))
        // The four sides' widths and colors, as GTK's C arrays of four: tuples on the stack.
        let side = Float(width)
        var widths = (side, side, side, side)
        let rgba = color.gdk
        var colors = (rgba, rgba, rgba, rgba)
        withUnsafePointer(to: &widths) { widths in
            withUnsafePointer(to: &colors) { colors in
                gtk_snapshot_append_border(
                    snapshotPointer, &outline,
                    UnsafeRawPointer(widths).assumingMemoryBound(to: Float.self),
                    UnsafeRawPointer(colors).assumingMemoryBound(to: GdkRGBA.self))
            }
        }
    }
}
