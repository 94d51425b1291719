import CGtk

extension GTK.Widget {
    /// Whether the widget wants extra space along `orientation`: its own `hexpand` /
    /// `vexpand` when set, otherwise whether a child wants it (GTK propagates expansion).
    public func computesExpand(_ orientation: GTK.Orientation) -> Bool {
        gtk_widget_compute_expand(widgetPointer, orientation.gtk) != 0
    }

    /// `width-request` and `height-request`; -1 means natural.
    public var sizeRequest: (width: Int, height: Int) {
        var width: Int32 = -1
        var height: Int32 = -1
        gtk_widget_get_size_request(widgetPointer, &width, &height)
        return (Int(width), Int(height))
    }
}

extension GTK.Widget {
    /// The style classes on the widget.
    public var cssClasses: [String] {
        takeStringVector(gtk_widget_get_css_classes(widgetPointer))
    }

}

extension GTK.Widget {
    /// The widget's border box (its area with CSS padding and border, without margins) in
    /// `ancestor`'s coordinates, or `nil` when they are not in one tree.
    public func bounds(in ancestor: GTK.Widget) -> (x: Int, y: Int, width: Int, height: Int)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widgetPointer, ancestor.widgetPointer, &rect) != 0 else { return nil }
        return (Int(rect.origin.x.rounded()), Int(rect.origin.y.rounded()),
                Int(rect.size.width.rounded()), Int(rect.size.height.rounded()))
    }
}
