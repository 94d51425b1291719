import CGtk

extension GTK.Widget {
    /// Whether the widget is in a root's tree (a window's), not a detached subtree.
    public var isRooted: Bool { gtk_widget_get_root(widgetPointer) != nil }
}
