import CGtk

/// A repeating GLib timeout on the main context that calls a closure until it is cancelled
/// (or the handle is released).
///
/// Representables keep one on their coordinator and cancel it in `dismantleWidget`, so the
/// timer lives exactly as long as the widget.
@MainActor
public final class GLibTimeout {
    /// Timeouts currently attached, for tests.
    public private(set) static var activeCount = 0

    private var sourceID: guint = 0

    /// Calls `action` every `seconds` seconds (on whole-second ticks GLib may group).
    public convenience init(seconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        self.init(action) { g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, seconds, $0, $1, $2) }
    }

    /// Calls `action` every `milliseconds` milliseconds.
    public convenience init(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        self.init(action) { g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, $0, $1, $2) }
    }

    private init(
        _ action: @escaping @MainActor () -> Void,
        attach: (GSourceFunc, gpointer, GDestroyNotify) -> guint
    ) {
        let box = Unmanaged.passRetained(ActionBox(action)).toOpaque()
        sourceID = attach(
            { data in
                guard let data else { return 0 }
                let box = Unmanaged<ActionBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.action() }
                return 1
            },
            box,
            { data in
                guard let data else { return }
                Unmanaged<ActionBox>.fromOpaque(data).release()
            })
        Self.activeCount += 1
    }

    /// Whether the timeout is still attached.
    public var isActive: Bool { sourceID != 0 }

    /// Removes the timeout (its closure is released); later calls do nothing.
    public func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
        Self.activeCount -= 1
    }

    isolated deinit {
        cancel()
    }
}

private final class ActionBox {
    package let action: @MainActor () -> Void
    package init(_ action: @escaping @MainActor () -> Void) { self.action = action }
}
