/// The context of one change, as in SwiftUI: the animation it shows with. Passed to
/// representables' `updateWidget` through ``WidgetRepresentableContext/transaction``;
/// `withAnimation`, `withTransaction`, `.animation(_:value:)` and `.transaction(_:)` set it.
public struct Transaction: Sendable {
    /// The animation the change shows with; `nil`: at once.
    public var animation: Animation?

    /// Whether `.animation(_:value:)` modifiers below leave the animation as it is.
    public var disablesAnimations = false

    /// A transaction without animation.
    public init() {}

    /// A transaction that animates with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}
