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

    /// What happens when a representable that promises `_updatesFromOwnValues` is caught
    /// reading an `@Observable` property in `updateWidget`: its widget would miss that
    /// property's changes. Debug builds stop (tests replace it to observe).
    static var ownValuesViolation: @MainActor (String) -> Void = { message in assertionFailure(message) }

    /// Runs `update`, the `updateWidget` of `type`, which promises to read nothing but its
    /// own values; in debug builds, tracked anyway, so that a later change to anything it
    /// read reports ``ownValuesViolation``.
    static func verifyOwnValues(of type: Any.Type, _ update: () -> Void) {
        #if DEBUG
        withObservationTracking(update) {
            MainThreadDelivery.deliver {
                ownValuesViolation(
                    "GtkUI: \(type) says it updates from its own values (_updatesFromOwnValues) "
                        + "but its updateWidget read an @Observable property that changed")
            }
        }
        #else
        update()
        #endif
    }
}
