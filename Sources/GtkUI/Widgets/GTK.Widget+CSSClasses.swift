import CGtk

extension GTK.Widget {
    /// The widget's style classes, in the order GTK keeps them.
    public var cssClassNames: [String] {
        guard let list = gtk_widget_get_css_classes(widgetPointer) else { return [] }
        defer { g_strfreev(list) }
        var names: [String] = []
        var index = 0
        while let name = list[index] {
            names.append(String(cString: name))
            index += 1
        }
        return names
    }
}
