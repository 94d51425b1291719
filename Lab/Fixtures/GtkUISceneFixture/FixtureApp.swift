import Foundation
import GtkUI

/// A small GtkUI app for tests that need real processes: single-instance hand-over over
/// D-Bus, files opened by a later launch, restoration across launches, the dark style.
///
/// It appends one line per event to `$GTKUI_FIXTURE_LOG`: `window <n>` when a window's
/// content appears (n counts windows), `open <path>` for each file it is asked to open,
/// `dark <true|false>` at launch.
@main
struct FixtureApp: App {
    var applicationID: String {
        ProcessInfo.processInfo.environment["GTKUI_FIXTURE_APP_ID"] ?? "io.github.gtkui.SceneFixture"
    }

    var about: AboutInformation {
        AboutInformation(name: "Scene Fixture", version: "1.0", comments: "Windows for tests")
    }

    var body: some Scene {
        WindowGroup("Fixture") { FixtureView() }
            .defaultSize(width: 320, height: 200)
        WindowGroup("Reading", for: Int.self) { $reading in
            Text("Reading \(reading ?? 0)")
        }
    }
}

struct FixtureView: View {
    var body: some View {
        VStack {
            Text("Fixture window")
            Button("Action") {}
        }
        .onOpenURL { url in FixtureLog.write("open \(url.path)") }
        .onAppear {
            FixtureLog.windows += 1
            FixtureLog.write("window \(FixtureLog.windows)")
            if FixtureLog.windows == 1 { FixtureLog.write("dark \(FixtureLog.prefersDark)") }
        }
    }
}

@MainActor
enum FixtureLog {
    static var windows = 0

    static func write(_ line: String) {
        guard let path = ProcessInfo.processInfo.environment["GTKUI_FIXTURE_LOG"],
              let handle = FileHandle(forWritingAtPath: path) ?? create(path)
        else { return }
        handle.seekToEndOfFile()
        handle.write(Data((line + "\n").utf8))
        try? handle.close()
    }

    private static func create(_ path: String) -> FileHandle? {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }

    /// GTK's `gtk-application-prefer-dark-theme`, which the app sets from GNOME's
    /// color-scheme.
    static var prefersDark: Bool { GTK.Settings.applicationPrefersDarkTheme }
}
