/// The node of a ``WidgetRepresentable``: it owns the widget and the coordinator and runs
/// the representable lifecycle.
@MainActor
class RepresentableNode<Representable: WidgetRepresentable>: ViewNode {
    private(set) var view: Representable
    private var coordinator: Representable.Coordinator?
    private(set) var widget: Representable.WidgetType?
    private var dynamicProperties = DynamicProperties()
    /// Whether `updateWidget` is tracked for `@Observable` reads (decided once per node:
    /// representables that update from their own values only are not).
    private let tracksReads = !(Representable.self is any UpdatesFromOwnValues.Type)

    init(_ view: Representable, site: NodeSite) {
        self.view = view
        super.init(viewType: Representable.self, site: site)
        dependsOnEnvironment = true  // updateWidget sees context.environment
        dynamicProperties.attach(view, owner: self)
        let coordinator = view.makeCoordinator()
        self.coordinator = coordinator
        let context = Representable.Context(
            coordinator: coordinator, environment: environment, transaction: site.transaction)
        let widget = view.makeWidget(context: context)
        GraphCounters.widgetMade()
        self.widget = widget
        updateWidget(widget, context: context)
    }

    override var widgets: [GTK.Widget] {
        if let widget { return [widget] }
        return []
    }

    override var holdsIdentityState: Bool { !dynamicProperties.isEmpty || super.holdsIdentityState }

    override func update(to view: any View, transaction: Transaction) {
        guard let view = view as? Representable else {
            preconditionFailure("GtkUI: node of \(Representable.self) got a \(type(of: view))")
        }
        self.view = view
        dynamicProperties.attach(view, owner: self)
        reevaluate(transaction: transaction)
    }

    override func reevaluate(transaction: Transaction) {
        needsUpdate = false
        guard let widget, let coordinator else { return }
        updateWidget(widget, context: context(coordinator, transaction))
    }

    /// Passes the latest value to the widget, tracking what it reads unless the
    /// representable updates from its own values only.
    private func updateWidget(_ widget: Representable.WidgetType, context: Representable.Context) {
        if tracksReads {
            ObservationTracking.track({ view.updateWidget(widget, context: context) }, invalidating: self)
        } else {
            view.updateWidget(widget, context: context)
        }
        GraphCounters.widgetUpdated()
    }

    /// The context for the current environment, or `nil` once dismantled.
    final func context(transaction: Transaction) -> Representable.Context? {
        coordinator.map { context($0, transaction) }
    }

    private func context(
        _ coordinator: Representable.Coordinator, _ transaction: Transaction
    ) -> Representable.Context {
        Representable.Context(
            coordinator: coordinator, environment: environment, transaction: transaction)
    }

    override func dismantleContent() {
        guard let widget, let coordinator else { return }
        Representable.dismantleWidget(widget, coordinator: coordinator)
        widget.disconnectAllHandlers()
        GraphCounters.widgetDismantled()
        self.widget = nil
        self.coordinator = nil
        dynamicProperties.release()
    }
}
