/// The context of one change: passed to representables' `updateWidget` through
/// ``WidgetRepresentableContext/transaction``.
public struct Transaction: Sendable {
    /// Whether the change should be shown without animation.
    public var disablesAnimations = false

    public init() {}
}
