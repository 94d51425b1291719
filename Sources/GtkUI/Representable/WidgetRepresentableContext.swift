/// What a representable's make and update get besides the view value.
@MainActor
public struct WidgetRepresentableContext<Representable: WidgetRepresentable> {
    /// The coordinator ``WidgetRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The environment at this view.
    public internal(set) var environment: EnvironmentValues
    /// The transaction of the change being applied.
    public internal(set) var transaction: Transaction
}
