import CGtk

extension GTK {
    /// The default display's `GtkSettings`: toolkit-wide preferences (the theme, the dark
    /// style, fonts). The settings object is a per-display singleton that is never
    /// finalized, so it gets no handle; without a display, reads give `false` and writes
    /// do nothing.
    @MainActor
    public enum Settings {
        /// `gtk-application-prefer-dark-theme`: whether the app asks for the dark variant
        /// of the theme.
        public static var applicationPrefersDarkTheme: Bool {
            get { bool(Self.preferDarkTheme) }
            set { setBool(Self.preferDarkTheme, newValue) }
        }

        /// The boolean setting `name` (`gtk-enable-animations`, …) of the default display;
        /// `false` without a display.
        public static func bool(_ name: String) -> Bool {
            guard let settings = defaultSettings else { return false }
            return GValueProperty.bool(of: settings, name)
        }

        /// Sets the boolean setting `name` of the default display; nothing happens without
        /// a display.
        public static func setBool(_ name: String, _ value: Bool) {
            guard let settings = defaultSettings else { return }
            GValueProperty.setBool(of: settings, name, to: value)
        }

        /// How much larger than GTK's 96 dpi text is drawn (`gtk-xft-dpi`, which GNOME's
        /// "Large Text" and text scaling set): 1 by default, 1.25 with large text.
        public static var textScale: Double {
            guard let settings = defaultSettings else { return 1 }
            let dpi = GValueProperty.int(of: settings, "gtk-xft-dpi")
            return dpi > 0 ? Double(dpi) / 1024 / 96 : 1
        }

        private static var defaultSettings: UnsafeMutablePointer<GObject>? {
            gtk_settings_get_default().map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
        }

        private static let preferDarkTheme = "gtk-application-prefer-dark-theme"
    }
}
