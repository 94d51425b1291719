/// The node of a ``WidgetRepresentable``: it owns the widget and the coordinator and runs
/// the representable lifecycle.
///
/// The context (which holds the coordinator) and the widget are references, kept until
/// dismantling releases both; updates bring the context's environment and transaction up
/// to date in place, so an update builds no new value around the representable's type.
///
/// Its stored properties are read into locals before a call that uses them, so every
/// access is instantaneous and the optimizer drops their run-time exclusivity checks.
@MainActor
class RepresentableNode<Representable: WidgetRepresentable>: ViewNode {
    private(set) var view: Representable
    private var context: Representable.Context?
    private(set) var widget: Representable.WidgetType?
    private var dynamicProperties = DynamicProperties()
    /// Whether the representable's type declares dynamic properties (decided once per node).
    private let hasDynamicProperties: Bool
    /// Whether `updateWidget` is tracked for `@Observable` reads (decided once per node:
    /// representables that update from their own values only are not).
    private let tracksReads = !(Representable.self is any UpdatesFromOwnValues.Type)

    init(_ view: Representable, site: NodeSite) {
        self.view = view
        hasDynamicProperties = DynamicProperties.declared(by: view)
        super.init(viewType: Representable.self, site: site)
        dependsOnEnvironment = true  // updateWidget sees context.environment
        if hasDynamicProperties { dynamicProperties.attach(view, owner: self) }
        let context = Representable.Context(
            coordinator: view.makeCoordinator(), environment: environment, transaction: site.transaction)
        self.context = context
        let widget = view.makeWidget(context: context)
        GraphCounters.widgetMade()
        self.widget = widget
        updateWidget(widget, to: view, context: context)
    }

    override var widgets: [GTK.Widget] {
        if let widget { return [widget] }
        return []
    }

    override var holdsIdentityState: Bool { !dynamicProperties.isEmpty || super.holdsIdentityState }

    override func update(to view: any View, transaction: Transaction) {
        update(with: view.assumingType(Representable.self), transaction: transaction)
    }

    /// Takes `view` as the latest value and brings the widget up to date with it.
    final func update(with view: Representable, transaction: Transaction) {
        self.view = view
        if hasDynamicProperties { dynamicProperties.attach(view, owner: self) }
        apply(view, transaction: transaction)
    }

    override func reevaluate(transaction: Transaction) {
        let view = self.view
        apply(view, transaction: transaction)
    }

    /// Passes `view`, the latest value, to the widget, unless the node was dismantled.
    private func apply(_ view: Representable, transaction: Transaction) {
        needsUpdate = false
        guard let widget, let context = context(transaction: transaction) else { return }
        updateWidget(widget, to: view, context: context)
    }

    /// Passes `view` to the widget, tracking what it reads unless the representable
    /// updates from its own values only.
    private func updateWidget(_ widget: Representable.WidgetType, to view: Representable, context: Representable.Context) {
        if tracksReads {
            ObservationTracking.track({ view.updateWidget(widget, context: context) }, invalidating: self)
        } else {
            view.updateWidget(widget, context: context)
        }
        GraphCounters.widgetUpdated()
    }

    /// The context with `transaction`, or `nil` once dismantled.
    final func context(transaction: Transaction) -> Representable.Context? {
        guard let context else { return nil }
        context.transaction = transaction
        return context
    }

    /// Keeps the context's environment the node's.
    override func inheritEnvironment(_ inherited: EnvironmentValues) {
        super.inheritEnvironment(inherited)
        context?.environment = environment
    }

    override func dismantleContent() {
        guard let widget, let context else { return }
        Representable.dismantleWidget(widget, coordinator: context.coordinator)
        widget.disconnectAllHandlers()
        GraphCounters.widgetDismantled()
        self.widget = nil
        self.context = nil
        dynamicProperties.release()
    }
}
