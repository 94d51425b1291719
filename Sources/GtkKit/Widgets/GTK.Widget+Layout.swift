import CGtk
import CGtkShim

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

extension GTK.Widget {
    /// The widget's allocated bounds in `other`'s coordinates, in fractional logical pixels;
    /// `other` is any widget of the same tree (an ancestor, a descendant, a cousin). `nil`
    /// when the two share no tree or a transform leaves no rectangle.
    public func exactBounds(in other: GTK.Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widgetPointer, other.widgetPointer, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// The widget that holds the window's content (a window's child; the root itself when
    /// the root is not a window or has no child), or `nil` when the widget is not rooted.
    public var windowContent: GTK.Widget? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        let rootPointer = UnsafeMutableRawPointer(root)
        if gtkui_object_is_a(rootPointer, GTK.Window.gType) != 0,
           let child = gtk_window_get_child(rootPointer.assumingMemoryBound(to: GtkWindow.self)) {
            return GTK.Widget(retaining: UnsafeMutableRawPointer(child))
        }
        return GTK.Widget(retaining: rootPointer)
    }
}
