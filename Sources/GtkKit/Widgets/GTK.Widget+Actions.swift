import CGtk

extension GTK.Widget {
    /// Activates the action `name` (`clipboard.copy`, `win.close`) without a parameter,
    /// looking it up from this widget up through its ancestors' action groups, as a
    /// widget's own key bindings do. Returns whether an enabled action was found.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widgetPointer, name, nil) != 0
    }
}
