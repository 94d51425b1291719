/// What a representable's make and update get besides the view value.
///
/// One context lives as long as the representable's widget: its node makes it with the
/// coordinator and brings its environment and transaction up to date before each update
/// (so a context kept by the coordinator reads the latest ones).
@MainActor
public final class WidgetRepresentableContext<Representable: WidgetRepresentable> {
    // The storage is private and comes first: its offsets are known without the
    // representable's type metadata, and only this module touches it, so the optimizer
    // can drop its run-time exclusivity checks.
    private var currentEnvironment: EnvironmentValues
    private var currentTransaction: Transaction

    /// The environment at this view.
    public internal(set) var environment: EnvironmentValues {
        get { currentEnvironment }
        set { currentEnvironment = newValue }
    }
    /// The transaction of the change being applied.
    public internal(set) var transaction: Transaction {
        get { currentTransaction }
        set { currentTransaction = newValue }
    }
    /// The coordinator ``WidgetRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues, transaction: Transaction) {
        currentEnvironment = environment
        currentTransaction = transaction
        self.coordinator = coordinator
    }
}
