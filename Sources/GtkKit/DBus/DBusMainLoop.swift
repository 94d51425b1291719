import CGtk
import CGtkShim
import Glibc

/// GLib's main loop on the main thread for programs without GTK (a headless command): D-Bus
/// replies and signals, `@MainActor` tasks and Unix signals all run in it.
@MainActor
public enum DBusMainLoop {
    /// Runs `body` as a main-actor task and GLib's default main loop until it finishes;
    /// returns its result.
    ///
    /// Call it from the main thread, outside any main-queue job (a command's `run()`).
    /// - Parameters:
    ///   - interrupt: called on the main thread for each SIGINT or SIGTERM (Ctrl+C);
    ///     while `body` runs, those signals no longer end the process.
    ///   - body: the command's work; its result is returned, its error thrown.
    public static func run<T: Sendable>(
        interrupt: @escaping @MainActor () -> Void = {},
        _ body: @escaping @MainActor () async throws -> T
    ) throws -> T {
        gtkui_main_queue_source_attach()
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        let handlers = [SIGINT, SIGTERM].map { UnixSignalHandler(signal: $0, action: interrupt) }
        defer { handlers.forEach { $0.remove() } }
        let outcome = Outcome<T>()
        nonisolated(unsafe) let runningLoop = loop
        Task { @MainActor in
            do {
                outcome.result = .success(try await body())
            } catch {
                outcome.result = .failure(error)
            }
            g_main_loop_quit(runningLoop)
        }
        g_main_loop_run(loop)
        guard let result = outcome.result else { preconditionFailure("the main loop ended before its task") }
        return try result.get()
    }
}

@MainActor
private final class Outcome<T> {
    var result: Result<T, any Error>?
}

/// A GLib Unix signal source calling `action` on the main thread.
@MainActor
private final class UnixSignalHandler {
    private var id: guint = 0
    private let action: @MainActor () -> Void

    init(signal: Int32, action: @escaping @MainActor () -> Void) {
        self.action = action
        id = g_unix_signal_add_full(
            G_PRIORITY_DEFAULT, signal,
            { data in
                guard let data else { return 0 }
                let handler = Unmanaged<UnixSignalHandler>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { handler.action() }
                return 1
            },
            Unmanaged.passRetained(self).toOpaque(),
            { if let data = $0 { Unmanaged<UnixSignalHandler>.fromOpaque(data).release() } })
    }

    func remove() {
        if id != 0 { g_source_remove(id) }
        id = 0
    }
}
