import Dispatch
import Observation

/// Tracks the `@Observable` properties a node reads while evaluating, as SwiftUI does:
/// a later change to any of them schedules the node's update, on the main thread, once.
/// Each evaluation tracks afresh, so a node follows exactly what it read last.
@MainActor
enum ObservationTracking {
    static func track<Result>(_ evaluate: () -> Result, invalidating node: ViewNode) -> Result {
        withObservationTracking(evaluate) { [weak node] in
            if MainThread.isCurrent {
                MainActor.assumeIsolated { node?.setNeedsUpdate() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { node?.setNeedsUpdate() } }
            }
        }
    }
}
