/// The nodes of one hosted view hierarchy and their updates.
///
/// A graph belongs to one host (a ``HostingWidget``): it builds the root view's nodes,
/// collects invalidated nodes, and updates them in the scheduler's per-frame pass, parents
/// before children, each at most once, skipping everything that did not change. It is torn
/// down exactly once, when its host leaves the hierarchy.
@MainActor
final class ViewGraph: UpdateClient {
    private var root: RootNode?
    private var pendingRoot: (any View)?
    private var dirtyNodes: [ViewNode] = []
    /// The transactions of nodes invalidated inside `withAnimation`/`withTransaction`
    /// (empty otherwise), by node.
    private var transactions: [ObjectIdentifier: Transaction] = [:]
    private(set) var isTornDown = false
    /// Counts nodes made and dismantled: answers about the tree's shape are kept while it
    /// stays the same.
    private var shapeVersion = 0
    /// Whether the tree held identity-bound state, and at which ``shapeVersion``.
    private var identityStateAnswer: (version: Int, holds: Bool)?

    /// Whether a view with a transition was made in this graph: only then do removals
    /// look for removal transitions.
    var hasTransitions = false
    /// Children that leave with a removal transition, by the node that removed them.
    var leavingChildren: [ObjectIdentifier: [LeavingChild]] = [:]

    /// The matched geometry groups of the graph's views, made when the first is.
    private var matchedGeometryRegistry: MatchedGeometryRegistry?

    /// The matched geometry groups (`matchedGeometryEffect`).
    var matchedGeometry: MatchedGeometryRegistry {
        if let registry = matchedGeometryRegistry { return registry }
        let registry = MatchedGeometryRegistry()
        matchedGeometryRegistry = registry
        return registry
    }

    /// Puts the root's widgets, in order, into the host; set by the host.
    var placeRootWidgets: ([GTK.Widget]) -> Void = { _ in }

    init(environment: EnvironmentValues) {
        root = RootNode(graph: self, environment: environment)
    }

    /// Builds the root view's nodes now (the host's first content).
    func mount(_ view: any View) {
        root?.reconcileChild(with: view, transaction: Transaction(), announce: true)
        StyleSheet.shared.loadNewRules()
    }

    /// Replaces the root view value in the next update pass.
    func setRoot(_ view: any View) {
        guard !isTornDown else { return }
        pendingRoot = view
        UpdateScheduler.shared.schedule(self)
    }

    /// Shows `view` now (not in the next pass), as a recycled list row does when it is
    /// bound. When the view stands for another identity than before (`sameIdentity` false)
    /// and the hosted views keep identity-bound state, they are made anew, so no state or
    /// lifecycle carries over from the previous identity; otherwise they update in place.
    func replaceRoot(with view: any View, sameIdentity: Bool) {
        guard !isTornDown, let root else { return }
        pendingRoot = nil
        if !sameIdentity && holdsIdentityState(root) {
            root.removeChild(transaction: nil, announce: false)
        }
        root.reconcileChild(with: view, transaction: Transaction(), announce: true)
        StyleSheet.shared.loadNewRules()
    }

    /// A node was made or dismantled.
    func shapeDidChange() {
        shapeVersion &+= 1
    }

    /// `root.holdsIdentityState`, asked again only after the tree's shape changed (a
    /// recycled row asks on every bind).
    private func holdsIdentityState(_ root: RootNode) -> Bool {
        if let answer = identityStateAnswer, answer.version == shapeVersion { return answer.holds }
        let holds = root.holdsIdentityState
        identityStateAnswer = (shapeVersion, holds)
        return holds
    }

    /// Gives the root a new environment (the hosted views that read it update).
    func setEnvironment(_ environment: EnvironmentValues) {
        guard !isTornDown else { return }
        root?.inheritEnvironment(environment)
    }

    func setNeedsUpdate(_ node: ViewNode) {
        guard !isTornDown else { return }
        if let transaction = TransactionScope.current {
            // Invalidated inside `withAnimation`: the node updates with its animation.
            transactions[ObjectIdentifier(node)] = transaction
        }
        guard !node.needsUpdate else { return }
        node.needsUpdate = true
        dirtyNodes.append(node)
        UpdateScheduler.shared.schedule(self)
    }

    func performUpdates() {
        guard !isTornDown, let root else { return }
        defer { matchedGeometryRegistry?.updateEnded() }
        let transaction = Transaction()
        if let view = pendingRoot {
            pendingRoot = nil
            root.reconcileChild(with: view, transaction: transaction, announce: true)
        }
        guard !dirtyNodes.isEmpty else { return }
        let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
        dirtyNodes.removeAll(keepingCapacity: true)
        let animated = transactions
        transactions = [:]
        for node in nodes where node.needsUpdate && !node.isDismantled && !node.leaving.contains(.isLeaving) {
            node.reevaluate(transaction: animated.isEmpty ? transaction : animated[ObjectIdentifier(node)] ?? transaction)
        }
    }

    /// Dismantles every node; later updates and invalidations are ignored.
    func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        root?.dismantle()
        root = nil
        pendingRoot = nil
        dirtyNodes.removeAll()
        transactions = [:]
    }
}
