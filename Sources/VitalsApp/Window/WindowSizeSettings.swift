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

    /// The saved size (logical pixels) and state.
    var size: (width: Int, height: Int) {
        (settings.int("window-width"), settings.int("window-height"))
    }

    var isMaximized: Bool { settings.bool("window-maximized") }

    /// Gives `window` the saved size and state.
    func restore(_ window: GTK.Window) {
        let size = self.size
        window.setDefaultSize(width: size.width, height: size.height)
        if isMaximized { window.maximize() }
    }

    /// Saves `window`'s size (unmaximized) and state.
    func save(_ window: GTK.Window) {
        let size = window.defaultSize
        if size.width > 0, size.height > 0 {
            settings.setInt(size.width, for: "window-width")
            settings.setInt(size.height, for: "window-height")
        }
        settings.setBool(window.isMaximized, for: "window-maximized")
        // Closing the last window ends the program: write the size before it goes.
        GIO.Settings.sync()
    }
}
