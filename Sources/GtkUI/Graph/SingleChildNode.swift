/// A node with at most one child node, which it updates in place while the child's view
/// type stays the same and replaces when it changes (structural identity by type).
@MainActor
class SingleChildNode: ViewNode {
    private var child: ViewNode?

    override var widgets: [GTK.Widget] { child?.widgets ?? [] }

    /// Brings the child up to date with `view`: updated in place when `view` is of the
    /// child's type; otherwise the old child is dismantled, a new one made, and — when
    /// `announce` is set — the change of widgets passed up to the container.
    final func reconcileChild(with view: any View, transaction: Transaction, announce: Bool) {
        if let child, child.viewType == ObjectIdentifier(type(of: view as Any)) {
            child.update(to: view, transaction: transaction)
            return
        }
        child?.dismantle()
        child = NodeFactory.makeNode(
            for: view, parent: self, graph: graph,
            environment: environment, transaction: transaction)
        if announce { childWidgetsDidChange() }
    }

    override func dismantleContent() {
        child?.dismantle()
        child = nil
    }
}
