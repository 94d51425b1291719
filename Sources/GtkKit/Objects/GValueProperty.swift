import CGtk

/// Reads and writes GObject properties through a `GValue`, for properties without a C
/// getter or setter (or objects that get no handle, such as `GtkSettings`).
@MainActor
package enum GValueProperty {
    /// The boolean property `name` of `object`.
    package static func bool(of object: UnsafeMutablePointer<GObject>, _ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Sets the boolean property `name` of `object`.
    package static func setBool(of object: UnsafeMutablePointer<GObject>, _ name: String, to newValue: Bool) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, newValue ? 1 : 0)
        g_object_set_property(object, name, &value)
    }

    /// The integer property `name` of `object`.
    package static func int(of object: UnsafeMutablePointer<GObject>, _ name: String) -> Int {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return Int(g_value_get_int(&value))
    }
}
