import CGtk

extension GTK.Widget {
    /// The event controllers on the widget (its own and those GTK added), in the order
    /// they handle events.
    public var eventControllers: [GTK.EventController] {
        guard let controllers = gtk_widget_observe_controllers(widgetPointer) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var result: [GTK.EventController] = []
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            result.append(GTK.EventController(adopting: item))
        }
        return result
    }
}
