import GtkUI

/// A GtkUI app whose window wraps two GTK widgets through GtkKit's typed handles:
/// `GtkCalendar`, with a coordinator for its signal, and `GtkLevelBar`, without one (see
/// `MonthProgressBar.swift`).
///
///     wraps-widget [--screenshot FILE]
///
/// With `--screenshot`, the window is written to FILE as a PNG after its first frame and
/// closed, which ends the app.
@main
struct WrapsWidgetApp: App {
    /// Where `--screenshot` asked for the picture.
    static var screenshotPath: String?

    var applicationID: String { "io.github.vitalsapp.examples.WrapsWidget" }

    var body: some Scene {
        WindowGroup("Wrapping GTK Widgets") {
            ContentView(screenshotPath: Self.screenshotPath)
        }
        .defaultSize(width: 400, height: 460)
    }

    /// `App.main()` would hand every argument to GApplication, which knows no
    /// `--screenshot`: this entry point takes it out first.
    static func main() {
        var arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--screenshot") {
            guard index + 1 < arguments.count else {
                FileHandle.standardError.write(Data("wraps-widget: --screenshot needs a file name\n".utf8))
                exit(2)
            }
            screenshotPath = arguments[index + 1]
            arguments.removeSubrange(index...index + 1)
        }
        GtkRuntime.initializeOrExit()
        exit(Self().run(arguments: arguments))
    }
}
