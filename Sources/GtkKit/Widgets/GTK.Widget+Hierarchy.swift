import CGtk
import CGtkShim

extension GTK.Widget {
    /// Whether the widget is in a root's tree (a window's), not a detached subtree.
    public var isRooted: Bool { gtk_widget_get_root(widgetPointer) != nil }

    /// The window the widget is in, or `nil` when its root is not a window (or it has none).
    public var window: GTK.Window? {
        guard let root = gtk_widget_get_root(widgetPointer), gtkui_object_is_a(UnsafeMutableRawPointer(root), GTK.Window.gType) != 0 else {
            return nil
        }
        return GTK.Window(retaining: root)
    }
}
