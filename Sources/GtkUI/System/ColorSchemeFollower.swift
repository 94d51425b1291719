import CGtk

/// Follows the desktop's dark style: GNOME's `org.gnome.desktop.interface color-scheme`
/// (`prefer-dark`) sets GTK's `gtk-application-prefer-dark-theme`, now and whenever it
/// changes. GTK 4.8 without libadwaita does not do this itself. Without the schema (no
/// GNOME settings installed) nothing changes.
@MainActor
final class ColorSchemeFollower {
    static let schema = "org.gnome.desktop.interface"
    static let key = "color-scheme"

    private let settings: GIO.Settings?

    /// Follows the system's settings.
    convenience init() {
        self.init(settings: GIO.Settings(schema: Self.schema, requiredKey: Self.key))
    }

    /// Follows `settings` (tests pass in-memory settings).
    init(settings: GIO.Settings?) {
        self.settings = settings
        guard let settings else { return }
        Self.apply(settings.string(Self.key))
        settings.connect(.changed(Self.key)) { settings, key in
            ColorSchemeFollower.apply(settings.string(key))
        }
    }

    private static func apply(_ scheme: String) {
        let dark = scheme == "prefer-dark"
        if prefersDarkTheme != dark { prefersDarkTheme = dark }
    }

    /// GTK's `gtk-application-prefer-dark-theme` on the default display. The settings
    /// object is a per-display singleton that is never finalized, so it gets no handle.
    static var prefersDarkTheme: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return false }
            var value = GValue()
            g_value_init(&value, g_type_from_name("gboolean"))
            defer { g_value_unset(&value) }
            g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), darkThemeProperty, &value)
            return g_value_get_boolean(&value) != 0
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            var value = GValue()
            g_value_init(&value, g_type_from_name("gboolean"))
            defer { g_value_unset(&value) }
            g_value_set_boolean(&value, newValue ? 1 : 0)
            g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), darkThemeProperty, &value)
        }
    }

    private static let darkThemeProperty = "gtk-application-prefer-dark-theme"
}
