@_spi(SwiftUI) import Observation

/// Tracks the `@Observable` properties a node reads while evaluating, as SwiftUI does:
/// a later change to any of them schedules the node's update, on the main thread, once.
/// Each evaluation tracks afresh, so a node follows exactly what it read last.
///
/// Observation reports a change before the new value is stored (`willSet`) and after
/// (`didSet`). On the main thread the update is scheduled at `willSet` (it runs later,
/// after the store). From another thread it is delivered at `didSet`, when the value is
/// stored, so the main thread cannot read the old one. This takes Observation's
/// `withObservationTracking(_:willSet:didSet:)`, an SPI (the one SwiftUI uses; see
/// docs/runtime-internals.md).
@MainActor
enum ViewObservation {
    static func track<Result>(_ evaluate: () -> Result, invalidating node: ViewNode) -> Result {
        withObservationTracking(evaluate, willSet: { [weak node] tracking in
            guard MainThread.isCurrent else { return }
            // Once: the next evaluation tracks afresh.
            tracking.cancel()
            MainActor.assumeIsolated { node?.setNeedsUpdate() }
        }, didSet: { [weak node] tracking in
            guard !MainThread.isCurrent else { return }
            tracking.cancel()
            MainThreadDelivery.deliver { node?.setNeedsUpdate() }
        })
    }
}
