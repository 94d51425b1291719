import CGtk

extension GDK.Display {
    /// The height in application pixels of the display's tallest monitor, or `nil` when
    /// the display reports none: the most a window on it can show at once.
    public var tallestMonitorHeight: Int? {
        guard let monitors = gdk_display_get_monitors(pointer) else { return nil }
        var tallest: Int?
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let item = g_list_model_get_item(monitors, index) else { continue }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
            g_object_unref(item)
            tallest = max(tallest ?? 0, Int(geometry.height))
        }
        return tallest
    }
}
