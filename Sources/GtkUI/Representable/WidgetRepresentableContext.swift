/// What a representable's make and update get besides the view value, as SwiftUI's
/// `UIViewRepresentableContext`.
///
/// A context is a view of the representable's node: it always reads the node's current
/// coordinator, environment and transaction, and it stores nothing itself, so no object is
/// made for it (one holds the node alive; using it after the view was dismantled stops
/// with a message).
@MainActor
public struct WidgetRepresentableContext<Representable: WidgetRepresentable> {
    // One reference and nothing generic: a context has the same layout for every
    // representable, so making one in generic code looks up no type metadata.
    let node: RepresentableNode<Representable>

    /// The environment at this view.
    public var environment: EnvironmentValues { node.environment }
    /// The transaction of the change being applied.
    public var transaction: Transaction { node.transaction }
    /// The coordinator ``WidgetRepresentable/makeCoordinator()`` made.
    public var coordinator: Representable.Coordinator { node.coordinator }
}
