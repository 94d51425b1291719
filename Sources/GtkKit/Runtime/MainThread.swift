import CGtkShim

/// The thread GTK runs on.
///
/// GTK is single-threaded: every call must come from the thread that initialised it, which
/// GtkUI requires to be the process's main thread. Swift's `@MainActor` checks this at
/// compile time; ``MainThread/precondition(_:file:line:)`` checks it at run time where a call can
/// arrive from C or from `@preconcurrency` code, so a mistake stops with a message that
/// names the call instead of corrupting GTK's state and crashing somewhere else later.
public enum MainThread {
    /// Whether the calling thread is the process's main thread.
    public static var isCurrent: Bool {
        gtkui_is_main_thread() != 0
    }

    /// Stops the program with a clear message when `call` — which runs a nested main loop —
    /// is made from inside a main-queue job (a `Task { @MainActor in }` or a
    /// `DispatchQueue.main` block): while that job runs, no other main-actor work can, so
    /// the nested loop would wait for work that never comes.
    public static func preconditionOutsideMainQueueJob(
        _ call: @autoclosure () -> String,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        guard gtkui_main_queue_is_draining() != 0 else { return }
        Swift.preconditionFailure(
            "GtkUI: \(call()) was called from a main-actor task or a DispatchQueue.main block; "
                + "a nested main loop there blocks all other main-actor work. Call it from "
                + "synchronous code, or await the result instead.",
            file: file, line: line)
    }

    /// Stops the program with a clear message when `call` is made off the main thread.
    ///
    /// - Parameters:
    ///   - call: the API being called, e.g. `"GTK.Label.init"`.
    ///   - file: the caller's file, for the message.
    ///   - line: the caller's line, for the message.
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

    /// Runs `body`, main-actor code, from a C callback that GTK makes on the main thread
    /// (a signal, a list model's `get_item`, a widget's measure or snapshot), as
    /// `MainActor.assumeIsolated` does — but checks the thread, whose answer each thread
    /// keeps, rather than asking the concurrency runtime for the current executor on every
    /// call. Stops with a message when called off the main thread.
    public static func assumeIsolated<T>(
        _ body: @MainActor () throws -> T,
        file: StaticString = #fileID,
        line: UInt = #line
    ) rethrows -> T {
        guard isCurrent else {
            Swift.preconditionFailure("GtkUI: a GTK callback ran off the main thread", file: file, line: line)
        }
        // On the main thread, main-actor code may run synchronously: the main actor's
        // executor is the main thread's queue, which GtkUI drains from GTK's main loop.
        return try withoutActuallyEscaping(body) { body in
            try unsafeBitCast(body, to: (() throws -> T).self)()
        }
    }
}
