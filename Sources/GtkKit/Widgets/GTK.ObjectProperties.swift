import CGtk

extension ObjectHandle {
    /// A string GObject property, for properties without a C getter.
    package func stringProperty(_ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_object_get_property(objectPointer, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// Sets a string GObject property, for properties without a C setter. Callers count
    /// the setter call.
    package func setStringProperty(_ name: String, _ string: String?) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_value_set_string(&value, string)
        g_object_set_property(objectPointer, name, &value)
    }
}
