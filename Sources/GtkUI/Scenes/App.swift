import Foundation

/// An app, as in SwiftUI:
///
/// ```swift
/// @main
/// struct VitalsApp: App {
///     var applicationID: String { "org.example.Vitals" }
///     var body: some Scene {
///         WindowGroup("Vitals") { ContentView() }
///     }
/// }
/// ```
///
/// `main()` runs a `GtkApplication` with ``applicationID``: one instance per session (a
/// second launch brings the running one's window to the front and hands it the files on
/// its command line), GNOME's shortcuts (Ctrl+N, Ctrl+W, Ctrl+Q, Ctrl+? for the shortcuts
/// window), a primary menu with About, the desktop's dark style, and the windows that were
/// open at the last quit reopened. The windows' scenes are read once, at launch; the
/// commands are read again whenever state they read changes.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes; the first one's window opens at launch.
    @SceneBuilder var body: Body { get }

    /// Makes the app; `main()` calls it once.
    init()

    /// The reverse-DNS application ID (`org.example.Vitals`): the D-Bus name that keeps one
    /// instance per session, and the directory of the saved window state. SwiftUI reads it
    /// from the bundle; here it defaults to `io.github.gtkui.<TypeName>` — set your own.
    var applicationID: String { get }

    /// What the About dialog shows; by default the type's name.
    var about: AboutInformation { get }

    /// The app's scenes, read where the app's type is known; do not implement it.
    static func _scenes(of app: Self) -> any Scene
}

extension App {
    /// Inlinable, for the reason ``View/_body(of:)`` gives.
    @inlinable
    public static func _scenes(of app: Self) -> any Scene { app.body }

    public var applicationID: String {
        let name = String(describing: Self.self).filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return "io.github.gtkui.\(name.isEmpty ? "App" : name)"
    }

    public var about: AboutInformation {
        AboutInformation(name: String(describing: Self.self))
    }

    /// Runs the app: the entry point `@main` calls. Exits with the application's status;
    /// without a display, exits with status 1 and one line saying so.
    public static func main() {
        GtkRuntime.initializeOrExit()
        exit(Self().run(arguments: CommandLine.arguments))
    }

    /// Runs this app until it quits and returns the exit status: the entry point for a
    /// program whose own `main` decides when the app starts (a command-line tool that opens
    /// its windows when run without a subcommand). GTK must be initialised
    /// (`GtkRuntime.initialize()`); `arguments` are GApplication's (the program name,
    /// then files to open). `instance` says whether this launch joins the session's one
    /// instance (``AppInstance/shared``, the default) or runs on its own — for a program
    /// opened over other data than its usual. An invalid ``applicationID`` returns 1 with
    /// one line on stderr.
    public func run(arguments: [String], instance: AppInstance = .shared) -> Int32 {
        guard GTK.Application.isValidID(applicationID) else {
            Diagnostics.report("\(Self.self): \"\(applicationID)\" is not a valid application ID (use reverse-DNS, e.g. org.example.App)")
            return 1
        }
        let runtime = AppRuntime(
            makeBody: {
                CommandDependencies.noteObjects(in: self)  // the app's own observed objects
                return Self._scenes(of: self)
            },
            applicationID: applicationID, about: about,
            unique: instance == .shared, restoresWindows: instance == .shared)
        let signals = QuitSignals(runtime: runtime)
        let status = runtime.run(arguments: arguments)
        signals.remove()
        return status
    }
}

/// SIGTERM and SIGINT quit the app as Ctrl+Q does, so the open windows are saved when the
/// session ends.
@MainActor
private struct QuitSignals {
    private let watches: [UnixSignalWatch]

    init(runtime: AppRuntime) {
        // Each watch stays until removed: a second signal during shutdown is harmless.
        watches = [SIGTERM, SIGINT].map { signal in
            UnixSignalWatch(signal) { [weak runtime] in runtime?.quit() }
        }
    }

    func remove() {
        for watch in watches { watch.cancel() }
    }
}
