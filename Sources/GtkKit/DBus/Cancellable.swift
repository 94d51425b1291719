import CGtk
import Synchronization

/// A GCancellable that any thread may cancel (GIO makes cancelling thread-safe).
final class Cancellable: Sendable {
    nonisolated(unsafe) let raw: UnsafeMutablePointer<GCancellable>

    init() {
        raw = g_cancellable_new()
    }

    func cancel() {
        g_cancellable_cancel(raw)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(raw))
    }
}

/// A flag that turns on once, from any thread.
final class CancelFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Turns the flag on; whether this call was the one that did.
    func set() -> Bool {
        !value.exchange(true, ordering: .acquiringAndReleasing)
    }
}
