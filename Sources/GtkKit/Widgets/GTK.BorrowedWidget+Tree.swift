import CGtk
import CGtkShim

extension GTK.BorrowedWidget {
    /// The parent widget, or `nil` at the top of a tree.
    public var parent: GTK.BorrowedWidget? {
        gtk_widget_get_parent(widgetPointer).map(GTK.BorrowedWidget.init)
    }

    /// The widget that has the keyboard focus in this widget's window (kept while the
    /// window is inactive), or `nil`.
    public var windowFocus: GTK.BorrowedWidget? {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root) else { return nil }
        return GTK.BorrowedWidget(focus)
    }

    /// `visible`.
    public var isVisible: Bool { gtk_widget_get_visible(widgetPointer) != 0 }

    /// `focusable`: whether the widget itself takes the keyboard focus (a control).
    public var isFocusable: Bool { gtk_widget_get_focusable(widgetPointer) != 0 }

    /// The allocated width in logical pixels.
    public var width: Double { Double(gtk_widget_get_width(widgetPointer)) }
    /// The allocated height in logical pixels.
    public var height: Double { Double(gtk_widget_get_height(widgetPointer)) }

    /// Whether the widget is of `handle`'s GType (a subclass counts).
    public func `is`(_ handle: ObjectHandle.Type) -> Bool {
        gtkui_object_is_a(widgetPointer, handle.gType) != 0
    }

    /// The widget's border box in `other`'s coordinates (exact, not rounded), or `nil`
    /// when the two are not in one tree.
    public func bounds(in other: GTK.BorrowedWidget) -> GTK.Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widgetPointer, other.widgetPointer, &rect) != 0 else { return nil }
        return GTK.Rect(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// `point`, in this widget's coordinates, in `other`'s coordinates, or `nil` when the
    /// two are not in one tree.
    public func convert(_ point: (x: Double, y: Double), to other: GTK.BorrowedWidget) -> (x: Double, y: Double)? {
        var from = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var to = graphene_point_t()
        guard gtk_widget_compute_point(widgetPointer, other.widgetPointer, &from, &to) != 0 else { return nil }
        return (Double(to.x), Double(to.y))
    }
}
