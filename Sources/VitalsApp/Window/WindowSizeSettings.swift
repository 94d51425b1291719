import CGtk
import Foundation
import GtkUI

/// The main window's size and maximized state in GSettings (schema
/// `io.github.vitalsapp.Vitals`, keys `window-width`, `window-height`, `window-maximized`):
/// restored when the window is made, saved when it goes (closed or at quit).
///
/// Without the installed schema (a build run from its folder without
/// `GSETTINGS_SCHEMA_DIR`), the window keeps GTK's size and says so once on stderr.
@MainActor
struct WindowSizeSettings {
    static let schema = "io.github.vitalsapp.Vitals"
    let settings: GIO.Settings

    /// The installed schema's settings, or `nil` (said once on stderr) without it.
    init?() {
        guard let settings = GIO.Settings(schema: Self.schema, requiredKey: "window-maximized") else {
            Self.reportMissingSchema()
            return nil
        }
        self.settings = settings
    }

    /// Over `settings` of this schema (tests give settings from their own schema source).
    init(settings: GIO.Settings) {
        self.settings = settings
    }

    private static var reported = false

    private static func reportMissingSchema() {
        guard !reported else { return }
        reported = true
        FileHandle.standardError.write(Data(
            ("vitals: the GSettings schema \(schema) is not installed; the window size is not kept "
             + "(install with meson, or set GSETTINGS_SCHEMA_DIR)\n").utf8))
    }

    private var pointer: UnsafeMutablePointer<GSettings> { settings.pointer(as: GSettings.self) }

    /// The saved size (logical pixels) and state.
    var size: (width: Int, height: Int) {
        (Int(g_settings_get_int(pointer, "window-width")), Int(g_settings_get_int(pointer, "window-height")))
    }

    var isMaximized: Bool { g_settings_get_boolean(pointer, "window-maximized") != 0 }

    /// Gives `window` the saved size and state.
    func restore(_ window: UnsafeMutablePointer<GtkWindow>) {
        let size = self.size
        gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
        if isMaximized { gtk_window_maximize(window) }
    }

    /// Saves `window`'s size (unmaximized) and state.
    func save(_ window: UnsafeMutablePointer<GtkWindow>) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        if width > 0, height > 0 {
            g_settings_set_int(pointer, "window-width", width)
            g_settings_set_int(pointer, "window-height", height)
        }
        g_settings_set_boolean(pointer, "window-maximized", gtk_window_is_maximized(window))
    }
}
