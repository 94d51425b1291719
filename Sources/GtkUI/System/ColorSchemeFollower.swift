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

    /// GTK's `gtk-application-prefer-dark-theme` on the default display.
    static var prefersDarkTheme: Bool {
        get { GTK.Settings.applicationPrefersDarkTheme }
        set { GTK.Settings.applicationPrefersDarkTheme = newValue }
    }
}
