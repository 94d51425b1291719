import CGtk

extension GTK.Widget {
    /// Whether the widget is in a root's tree (a window's), not a detached subtree.
    public var isRooted: Bool { gtk_widget_get_root(widgetPointer) != nil }
}

extension GTK.BorrowedWidget {
    /// The parent widget, or `nil` when the widget is not in a tree.
    public var parent: GTK.BorrowedWidget? {
        gtk_widget_get_parent(widgetPointer).map(GTK.BorrowedWidget.init)
    }
}
