import CGtk

/// Work that runs when the GLib main loop has nothing more urgent: a closure called from an
/// idle source at a priority, again and again while it returns `true`, until it returns
/// `false` or the idle is cancelled (or released).
@MainActor
public final class GLibIdle {
    /// When the idle runs, relative to GTK's own work.
    public enum Priority: Sendable {
        /// Before anything else the loop has to do (`G_PRIORITY_HIGH`): at the start of its
        /// next turn.
        case nextTurn
        /// After GTK has laid out and painted the frames due (`G_PRIORITY_DEFAULT_IDLE`).
        case afterPaint

        var value: Int32 {
            switch self {
            case .nextTurn: G_PRIORITY_HIGH
            case .afterPaint: G_PRIORITY_DEFAULT_IDLE
            }
        }
    }

    private var sourceID: guint = 0

    /// Attaches `action`, to be called at `priority` while it returns `true`.
    public init(_ priority: Priority, _ action: @escaping @MainActor () -> Bool) {
        let box = Unmanaged.passRetained(IdleAction(action)).toOpaque()
        sourceID = g_idle_add_full(
            priority.value,
            { data in
                guard let data else { return 0 }
                let box = Unmanaged<IdleAction>.fromOpaque(data).takeUnretainedValue()
                return MainActor.assumeIsolated { box.action() } ? 1 : 0
            },
            box,
            { data in
                guard let data else { return }
                Unmanaged<IdleAction>.fromOpaque(data).release()
            })
    }

    /// Removes the idle if it is still attached; later calls do nothing. An idle whose
    /// closure returned `false` is already gone.
    public func cancel() {
        guard sourceID != 0 else { return }
        if let source = g_main_context_find_source_by_id(nil, sourceID), g_source_is_destroyed(source) == 0 {
            g_source_destroy(source)
        }
        sourceID = 0
    }

    isolated deinit {
        cancel()
    }
}

private final class IdleAction {
    let action: @MainActor () -> Bool
    init(_ action: @escaping @MainActor () -> Bool) { self.action = action }
}
