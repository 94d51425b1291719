import CGtk

extension GTK.Widget {
    /// `gtk_widget_grab_focus`: asks for the keyboard focus for the widget itself, as
    /// GTK does (an entry selects its text when it takes the focus this way), even when
    /// the focus is already inside it. Returns whether the widget took it. ``grabFocus()``
    /// leaves a focus already inside alone and falls back to the first focusable child.
    @discardableResult
    public func grabOwnFocus() -> Bool {
        gtk_widget_grab_focus(widgetPointer) != 0
    }
}
