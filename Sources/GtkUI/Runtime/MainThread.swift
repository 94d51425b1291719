import CGtkShim

/// The thread GTK runs on.
///
/// GTK is single-threaded: every call must come from the thread that initialised it, which
/// GtkUI requires to be the process's main thread. Swift's `@MainActor` checks this at
/// compile time; ``MainThread/precondition(_:)`` checks it at run time where a call can
/// arrive from C or from `@preconcurrency` code, so a mistake stops with a message that
/// names the call instead of corrupting GTK's state and crashing somewhere else later.
public enum MainThread {
    /// Whether the calling thread is the process's main thread.
    public static var isCurrent: Bool {
        gtkui_is_main_thread() != 0
    }

    /// Stops the program with a clear message when `call` is made off the main thread.
    ///
    /// - Parameter call: the API being called, e.g. `"GTK.Label.init"`.
    public static func precondition(
        _ call: @autoclosure () -> String,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        guard !isCurrent else { return }
        Swift.preconditionFailure(
            "GtkUI: \(call()) was called off the main thread. GTK may only be used from the "
                + "main thread: hop there with `await MainActor.run { … }`, a `@MainActor` "
                + "function, or `DispatchQueue.main.async { … }`.",
            file: file, line: line)
    }
}
