import CGtk
import CGtkShim
import Glibc

/// Starting GTK and joining Swift's main-thread machinery to its loop.
///
/// ``initialize()`` opens the display with `gtk_init_check` and attaches a GSource that
/// drains libdispatch's main queue, so `Task { @MainActor in … }`, `await MainActor.run`
/// and `DispatchQueue.main.async` all run inside GTK's main loop, promptly and without a
/// polling timer.
@MainActor
public enum GtkRuntime {
    /// Why GTK could not start.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// No display could be opened (no `DISPLAY` or `WAYLAND_DISPLAY`, or it refused us).
        case noDisplay

        public var description: String {
            switch self {
            case .noDisplay:
                return "cannot open a display: GTK needs a graphical session (set DISPLAY or "
                    + "WAYLAND_DISPLAY); to run without one, use a virtual display such as "
                    + "`xvfb-run -a`"
            }
        }
    }

    /// Whether ``initialize()`` has succeeded in this process.
    public private(set) static var isInitialized = false

    /// Initialises GTK once; later calls return at once.
    ///
    /// - Throws: ``Failure/noDisplay`` when no display can be opened.
    public static func initialize() throws(Failure) {
        MainThread.precondition("GtkRuntime.initialize()")
        if isInitialized { return }
        guard gtk_init_check() != 0 else { throw .noDisplay }
        gtkui_main_queue_source_attach()
        isInitialized = true
    }

    /// Initialises GTK if needed before `call` uses it; without a display, stops with a
    /// message naming the call.
    package static func requireInitialized(by call: @autoclosure () -> String) {
        if isInitialized { return }
        do {
            try initialize()
        } catch {
            preconditionFailure("GtkUI: \(call()) needs GTK, but GTK \(error)")
        }
    }

    /// Initialises GTK, or exits the process with status 1 and a one-line error on stderr.
    ///
    /// For programs' entry points: a GUI without a display has nothing else to do.
    public static func initializeOrExit(programName: String = CommandLine.arguments.first
        .map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "gtkui")
    {
        do {
            try initialize()
        } catch {
            Diagnostics.report("\(programName): \(error)")
            exit(1)
        }
    }
}
