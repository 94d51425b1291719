/// The context of one change, as in SwiftUI: the animation it shows with. Passed to
/// representables' `updateWidget` through ``WidgetRepresentableContext/transaction``;
/// `withAnimation`, `withTransaction`, `.animation(_:value:)` and `.transaction(_:)` set it.
///
/// Every node keeps the transaction of its last change, so a transaction is one optional
/// reference: `nil` for the plain change almost every update carries.
public struct Transaction: Sendable {
    private var values: Values?

    /// What a transaction that is not plain holds.
    private final class Values: Sendable {
        let animation: Animation?
        let disablesAnimations: Bool

        init(animation: Animation?, disablesAnimations: Bool) {
            self.animation = animation
            self.disablesAnimations = disablesAnimations
        }
    }

    /// A transaction without animation.
    public init() {}

    /// A transaction that animates with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The animation the change shows with; `nil`: at once.
    public var animation: Animation? {
        get { values?.animation }
        set { set(animation: newValue, disablesAnimations: disablesAnimations) }
    }

    /// Whether `.animation(_:value:)` modifiers below leave the animation as it is.
    public var disablesAnimations: Bool {
        get { values?.disablesAnimations ?? false }
        set { set(animation: animation, disablesAnimations: newValue) }
    }

    private mutating func set(animation: Animation?, disablesAnimations: Bool) {
        values = animation == nil && !disablesAnimations
            ? nil : Values(animation: animation, disablesAnimations: disablesAnimations)
    }
}
