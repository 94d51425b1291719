import CGtk

extension GTK.Widget {
    /// Device pixels per logical pixel where the widget is shown (`scale-factor`): 2 on a
    /// HiDPI display, 1 otherwise. Drawing code snaps lines to device pixels with it.
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widgetPointer)) }
}
