import CGtk

/// A one-shot timer on GLib's default main context (the main thread). Whole seconds let
/// GLib wake the process once for this and other timers due in the same second; unlike
/// `Task.sleep`, no dispatch thread wakes to watch it.
@MainActor
public final class MainLoopTimer {
    private var id: guint = 0
    private var action: (@MainActor () -> Void)?

    /// Calls `action` once, after `seconds` (rounded up to whole seconds, at least one).
    public init(after seconds: Duration, _ action: @escaping @MainActor () -> Void) {
        self.action = action
        let (whole, fraction) = seconds.components
        let interval = guint(clamping: max(1, whole + (fraction > 0 ? 1 : 0)))
        id = g_timeout_add_seconds_full(
            G_PRIORITY_DEFAULT, interval,
            { data in
                guard let data else { return 0 }
                let timer = Unmanaged<MainLoopTimer>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { timer.fire() }
                return 0
            },
            Unmanaged.passRetained(self).toOpaque(),
            { if let data = $0 { Unmanaged<MainLoopTimer>.fromOpaque(data).release() } })
    }

    /// Whether it is still to fire.
    public var isPending: Bool { id != 0 }

    /// Stops it from firing (if it has not yet).
    public func cancel() {
        guard id != 0 else { return }
        g_source_remove(id)
        id = 0
        action = nil
    }

    private func fire() {
        id = 0
        let action = self.action
        self.action = nil
        action?()
    }
}
