import CGtk
import Glibc

/// Turns of GLib's default main context, for programs and tests that drive GTK's loop
/// themselves instead of sleeping.
@MainActor
public enum MainLoop {
    /// Runs one iteration of the default main context.
    ///
    /// - Parameter mayBlock: wait for an event when nothing is ready.
    /// - Returns: whether any source was dispatched.
    @discardableResult
    public static func iterate(mayBlock: Bool = false) -> Bool {
        MainThread.precondition("MainLoop.iterate")
        MainThread.preconditionOutsideMainQueueJob("MainLoop.iterate")
        return g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }

    /// Dispatches everything that is ready now, without waiting.
    public static func drain() {
        while iterate(mayBlock: false) {}
    }

    /// Iterates the loop until `condition` holds or `timeout` passes.
    ///
    /// Between checks it waits for the next event with a short cap, so it neither spins nor
    /// oversleeps.
    ///
    /// - Returns: whether `condition` held before the timeout.
    @discardableResult
    public static func run(
        until condition: () -> Bool,
        timeout: Duration = .seconds(5)
    ) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        let wake = WakeTimer(milliseconds: 10)
        defer { wake.cancel() }
        while !condition() {
            if clock.now >= deadline { return condition() }
            iterate(mayBlock: true)
        }
        return true
    }
}

/// A repeating no-op timeout that bounds how long a blocking iteration can sleep.
@MainActor
private struct WakeTimer {
    package let id: guint

    package init(milliseconds: guint) {
        id = g_timeout_add_full(G_PRIORITY_LOW, milliseconds, { _ in 1 }, nil, nil)
    }

    package func cancel() {
        g_source_remove(id)
    }
}
