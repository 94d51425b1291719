import Dispatch

/// The one way a change made anywhere reaches the views: on the main thread it runs at
/// once (the update it schedules waits for the main loop anyway); from another thread it
/// is handed to the main loop, once, with no timer.
///
/// Callers deliver a change only after it is stored — ``ViewObservation`` from
/// Observation's `didSet` off the main thread, `@Published` after storing — so the
/// main thread never reads the value from before the change.
enum MainThreadDelivery {
    /// Runs `action` on the main thread: now when already there, else at the main loop's
    /// next turn.
    static func deliver(_ action: @escaping @MainActor @Sendable () -> Void) {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { action() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { action() } }
        }
    }
}
