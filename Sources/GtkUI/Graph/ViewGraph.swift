/// The nodes of one hosted view hierarchy and their updates.
///
/// A graph belongs to one host (a ``HostingWidget``): it builds the root view's nodes,
/// collects invalidated nodes, and updates them in the scheduler's per-frame pass, parents
/// before children, each at most once, skipping everything that did not change. It is torn
/// down exactly once, when its host leaves the hierarchy.
@MainActor
final class ViewGraph: UpdateClient {
    private var root: ViewNode?
    private var pendingRoot: (any View)?
    private var dirtyNodes: [ViewNode] = []
    private let environment: EnvironmentValues
    private(set) var isTornDown = false

    /// Puts the root's widgets, in order, into the host; set by the host.
    var placeRootWidgets: ([GTK.Widget]) -> Void = { _ in }

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// Builds the root view's nodes now (the host's first content).
    func mount(_ view: any View) {
        precondition(root == nil, "GtkUI: a view graph is mounted once")
        root = NodeFactory.makeNode(
            for: view, parent: nil, graph: self,
            environment: environment, transaction: Transaction())
        rootWidgetsDidChange()
    }

    /// Replaces the root view value in the next update pass.
    func setRoot(_ view: any View) {
        guard !isTornDown else { return }
        pendingRoot = view
        UpdateScheduler.shared.schedule(self)
    }

    func setNeedsUpdate(_ node: ViewNode) {
        guard !isTornDown, !node.needsUpdate else { return }
        node.needsUpdate = true
        dirtyNodes.append(node)
        UpdateScheduler.shared.schedule(self)
    }

    func performUpdates() {
        guard !isTornDown else { return }
        let transaction = Transaction()
        if let view = pendingRoot {
            pendingRoot = nil
            replaceOrUpdateRoot(with: view, transaction: transaction)
        }
        guard !dirtyNodes.isEmpty else { return }
        let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
        dirtyNodes.removeAll(keepingCapacity: true)
        for node in nodes where node.needsUpdate && !node.isDismantled {
            node.reevaluate(transaction: transaction)
        }
    }

    func rootWidgetsDidChange() {
        placeRootWidgets(root?.widgets ?? [])
    }

    /// Dismantles every node; later updates and invalidations are ignored.
    func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        root?.dismantle()
        root = nil
        pendingRoot = nil
        dirtyNodes.removeAll()
    }

    private func replaceOrUpdateRoot(with view: any View, transaction: Transaction) {
        if let root, root.viewType == ObjectIdentifier(type(of: view as Any)) {
            root.update(to: view, transaction: transaction)
            return
        }
        root?.dismantle()
        root = NodeFactory.makeNode(
            for: view, parent: nil, graph: self,
            environment: environment, transaction: transaction)
        rootWidgetsDidChange()
    }
}
