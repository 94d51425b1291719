/// The node of a ``WidgetRepresentable``: it owns the widget and the coordinator and runs
/// the representable lifecycle.
///
/// The coordinator and the widget are kept until dismantling releases both; the context
/// that make and update get is a view of this node, so an update builds no object and no
/// value around the representable's type.
///
/// Its stored properties are read into locals before a call that uses them, so every
/// access is instantaneous and the optimizer drops their run-time exclusivity checks.
@MainActor
class RepresentableNode<Representable: WidgetRepresentable>: ViewNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(Representable.self) }

    // The references come first and the view value after them, so the small fields below
    // fill the view's tail padding (a node is made for every view of every list row).
    private var storedCoordinator: Representable.Coordinator?
    private(set) var widget: Representable.WidgetType?
    private var dynamicProperties = DynamicProperties()
    private(set) var view: Representable
    /// Whether the representable's type declares dynamic properties (decided once per node).
    private let hasDynamicProperties: Bool
    /// Whether `updateWidget` is tracked for `@Observable` reads (decided once per node:
    /// representables that update from their own values only are not).
    private let tracksReads = !Representable._updatesFromOwnValues
    /// The transaction of the change being applied, for ``WidgetRepresentableContext``.
    private(set) var transaction: Transaction

    init(_ view: Representable, site: NodeSite) {
        self.view = view
        hasDynamicProperties = DynamicProperties.declared(by: view)
        transaction = site.transaction
        super.init(site: site)
        dependsOnEnvironment = true  // updateWidget sees context.environment
        if hasDynamicProperties { dynamicProperties.attach(&self.view, owner: self) }
        let view = self.view
        storedCoordinator = view.makeCoordinator()
        let context = Representable.Context(node: self)
        let widget = view.makeWidget(context: context)
        GraphCounters.widgetMade()
        self.widget = widget
        updateWidget(widget, to: view, context: context)
    }

    /// The coordinator, for the context; kept from make until dismantling.
    final var coordinator: Representable.Coordinator {
        guard let coordinator = storedCoordinator else {
            preconditionFailure("GtkUI: the context of \(Representable.self) was used after the view was dismantled")
        }
        return coordinator
    }

    override func appendWidgets(to list: inout [GTK.Widget]) {
        if let widget { list.append(widget) }
    }

    /// A transition view's widget animates out; any other widget holds what is inside it.
    override func startRemovalTransitions(_ transaction: Transaction, into widgets: inout [GTK.Widget]) {
        guard let widget, let transitioning = view as? any RemovalTransitioning,
              transitioning.startRemoval(of: widget, transaction: transaction)
        else { return }
        widgets.append(widget)
    }

    override var holdsIdentityState: Bool { !dynamicProperties.isEmpty || super.holdsIdentityState }

    override func update(to view: any View, transaction: Transaction) {
        update(with: view.assumingType(Representable.self), transaction: transaction)
    }

    /// Takes `view` as the latest value and brings the widget up to date with it.
    final func update(with view: Representable, transaction: Transaction) {
        self.view = view
        if hasDynamicProperties { dynamicProperties.attach(&self.view, owner: self) }
        apply(self.view, transaction: transaction)
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
            ViewObservation.track({ view.updateWidget(widget, context: context) }, invalidating: self)
        } else {
            ViewObservation.verifyOwnValues(of: Representable.self) { view.updateWidget(widget, context: context) }
        }
        GraphCounters.widgetUpdated()
    }

    /// The context for a change carried by `transaction`, or `nil` once dismantled.
    final func context(transaction: Transaction) -> Representable.Context? {
        guard widget != nil else { return nil }
        self.transaction = transaction
        return Representable.Context(node: self)
    }

    override func dismantleContent() {
        guard let widget, let coordinator = storedCoordinator else { return }
        Representable.dismantleWidget(widget, coordinator: coordinator)
        widget.disconnectAllHandlers()
        GraphCounters.widgetDismantled()
        self.widget = nil
        storedCoordinator = nil
        dynamicProperties.release()
    }
}
