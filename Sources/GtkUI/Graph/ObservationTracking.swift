import Dispatch
import Observation

/// Tracks the `@Observable` properties a node reads while evaluating, as SwiftUI does:
/// a later change to any of them schedules the node's update, on the main thread, once.
/// Each evaluation tracks afresh, so a node follows exactly what it read last.
///
/// Observation reports a change before the new value is stored (`willSet`). On the main
/// thread the update runs later, after the store. A change made on another thread can
/// reach the main thread before that thread has stored the value, so it is delivered
/// twice: at once, and again a moment later, when the store has long finished.
@MainActor
enum ObservationTracking {
    /// How long after an off-main change its node is updated a second time.
    nonisolated static let offMainSettleDelay = DispatchTimeInterval.milliseconds(50)

    static func track<Result>(_ evaluate: () -> Result, invalidating node: ViewNode) -> Result {
        withObservationTracking(evaluate) { [weak node] in
            if MainThread.isCurrent {
                MainActor.assumeIsolated { node?.setNeedsUpdate() }
            } else {
                let update: @Sendable () -> Void = { MainActor.assumeIsolated { node?.setNeedsUpdate() } }
                DispatchQueue.main.async { update() }
                DispatchQueue.main.asyncAfter(deadline: .now() + offMainSettleDelay) { update() }
            }
        }
    }
}
