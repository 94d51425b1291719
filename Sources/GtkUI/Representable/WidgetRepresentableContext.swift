/// What a representable's make and update get besides the view value.
///
/// One context lives as long as the representable's widget: its node makes it with the
/// coordinator and brings its environment and transaction up to date before each update
/// (so a context kept by the coordinator reads the latest ones).
@MainActor
public final class WidgetRepresentableContext<Representable: WidgetRepresentable> {
    // The fixed-size properties come first, so their offsets are known without the
    // representable's type metadata.

    /// The environment at this view.
    public internal(set) var environment: EnvironmentValues
    /// The transaction of the change being applied.
    public internal(set) var transaction: Transaction
    /// The coordinator ``WidgetRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues, transaction: Transaction) {
        self.environment = environment
        self.transaction = transaction
        self.coordinator = coordinator
    }
}
