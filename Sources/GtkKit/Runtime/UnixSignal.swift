import CGtk

/// A Unix signal (`SIGTERM`, `SIGINT`, `SIGHUP`, …) handled in the GLib main loop: the
/// handler runs on the main thread at the next turn of the loop after the signal arrives,
/// as ordinary main-actor code (not in a signal handler), until the watch is cancelled or
/// released. While a watch exists the signal no longer terminates the process.
@MainActor
public final class UnixSignalWatch {
    private var sourceID: UInt32 = 0

    /// Calls `handler` on every delivery of `signal` (a second signal while the first is
    /// being handled calls it again).
    public init(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(UnixSignalHandler(handler)).toOpaque()
        sourceID = g_unix_signal_add_full(
            G_PRIORITY_DEFAULT, signal,
            { data in
                guard let data else { return 0 }
                let box = Unmanaged<UnixSignalHandler>.fromOpaque(data).takeUnretainedValue()
                MainThread.assumeIsolated { box.handler() }
                return 1  // keep the source
            },
            box,
            { data in
                guard let data else { return }
                Unmanaged<UnixSignalHandler>.fromOpaque(data).release()
            })
    }

    /// Whether the watch is still attached.
    public var isActive: Bool { sourceID != 0 }

    /// Stops handling the signal (its handler is released); later calls do nothing.
    public func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    isolated deinit {
        cancel()
    }
}

private final class UnixSignalHandler {
    let handler: @MainActor () -> Void
    init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }
}
