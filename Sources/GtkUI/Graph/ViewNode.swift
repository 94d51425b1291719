/// One view in the hierarchy: it keeps the view's latest value and what the view made.
///
/// A node lives as long as its view's identity: it is made when the view appears, updated
/// with each new value, and dismantled once when the view leaves. Subclasses say what a
/// kind of view does on each step.
@MainActor
class ViewNode {
    unowned let graph: ViewGraph
    /// The node that made this one. Unowned: a parent dismantles its children before it
    /// goes, and a weak reference would cost every parent a side table.
    unowned let parent: ViewNode?
    var environment: EnvironmentValues
    // The small fields come last and together, so that a subclass's fields start right
    // after them: a node is made for every view in every hosted tree and list row.
    /// Distance from the root, so dirty nodes update parents first.
    let depth: Int32
    /// Whether the node must be re-evaluated in the next update pass.
    var needsUpdate = false
    private(set) var isDismantled = false
    /// Whether the node reads the environment (`@Environment`, `@EnvironmentObject`, a
    /// representable's context), so a change of environment must update it.
    var dependsOnEnvironment = false
    /// Whether the node is part of a view leaving with a removal transition (shown, no
    /// longer updated), and whether children of its leave so (``LeavingChild``). One byte,
    /// in the padding after the flags above: no node grows for it.
    var leaving = LeavingState()

    init(site: NodeSite) {
        parent = site.parent
        graph = site.graph
        environment = site.environment
        depth = (site.parent?.depth ?? -1) + 1
        graph.shapeDidChange()
    }

    /// The static type of the view this node renders; a value of another type replaces it.
    /// Each kind of node answers from its generic parameters (so no node stores it), or
    /// stores it when only its maker knows it.
    var viewType: ObjectIdentifier {
        preconditionFailure("GtkUI: \(type(of: self)) does not say its view type")
    }

    /// Where this node's children are made, for a change carried by `transaction`.
    final func childSite(_ transaction: Transaction) -> NodeSite {
        NodeSite(parent: self, graph: graph, environment: environment, transaction: transaction)
    }

    /// The widgets this node puts into its container, in order.
    final var widgets: [GTK.Widget] {
        var list: [GTK.Widget] = []
        appendWidgets(to: &list)
        return list
    }

    /// Appends the widgets this node puts into its container to `list`, in order: one
    /// list is filled for a whole subtree, instead of an array made at each level.
    func appendWidgets(to list: inout [GTK.Widget]) {}

    /// The node's children, in order.
    var childNodes: [ViewNode] { [] }

    /// Whether this subtree keeps anything tied to its identity — state, objects,
    /// subscriptions, appear/disappear or change tracking — so showing another identity
    /// in its place must make it anew rather than update it.
    var holdsIdentityState: Bool { childNodes.contains { $0.holdsIdentityState } }

    /// Takes a new environment from the parent: stores it, schedules an update when the
    /// node reads it, and passes it on to the children.
    func inheritEnvironment(_ inherited: EnvironmentValues) {
        environment = inherited
        if dependsOnEnvironment { setNeedsUpdate() }
        for child in childNodes { child.inheritEnvironment(inherited) }
    }

    /// Takes a new value of the same view type from the parent and updates.
    func update(to view: any View, transaction: Transaction) {}

    /// Updates again with the current value, because something it read changed.
    func reevaluate(transaction: Transaction) {}

    /// Dismantles what this node and its descendants made, children still leaving too;
    /// runs once.
    final func dismantle() {
        guard !isDismantled else { return }
        isDismantled = true
        graph.shapeDidChange()
        if leaving.contains(.hasLeavingChildren) { dismantleLeavingChildren() }
        dismantleContent()
    }

    /// Whether children this node removes may stay on screen while a removal transition
    /// runs: it puts their widgets in its list meanwhile (``appendWidgets(of:to:)``).
    var showsLeavingChildren: Bool { false }

    /// Starts the removal transitions of the transition views whose widgets this node puts
    /// into its container, for `transaction`, and adds the widgets that animate out to
    /// `widgets`. Nodes without widgets of their own ask their children.
    func startRemovalTransitions(_ transaction: Transaction, into widgets: inout [GTK.Widget]) {
        for child in childNodes { child.startRemovalTransitions(transaction, into: &widgets) }
    }

    /// Subclasses: dismantle children first, then what this node made.
    func dismantleContent() {}

    /// Asks for ``reevaluate(transaction:)`` in the next update pass.
    final func setNeedsUpdate() {
        guard !isDismantled, !leaving.contains(.isLeaving) else { return }
        graph.setNeedsUpdate(self)
    }

    /// Brings a child up to date with `view`: the same node updated in place when `view`
    /// has the child's type, otherwise a new node (the old one dismantled first). Callers
    /// store the node, then announce a replacement with ``childWidgetsDidChange()``.
    final func reconciled(
        _ child: ViewNode?,
        with view: any View,
        transaction: Transaction
    ) -> (node: ViewNode, replaced: Bool) {
        if let child, child.viewType == ObjectIdentifier(type(of: view)) {
            child.update(to: view, transaction: transaction)
            return (child, false)
        }
        if let child { remove(child, at: .end, transaction: transaction) }
        let node = NodeFactory.makeNode(for: view, at: childSite(transaction))
        return (node, true)
    }

    /// The widget list of a child changed: pass it up to whoever places widgets (a
    /// container, or the root, which hands them to the host).
    func childWidgetsDidChange() {
        guard !isDismantled, !leaving.contains(.isLeaving) else { return }
        parent?.childWidgetsDidChange()
    }
}
