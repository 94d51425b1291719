/// A node with at most one child node, which it updates in place while the child's view
/// type stays the same and replaces when it changes (structural identity by type).
@MainActor
class SingleChildNode: ViewNode {
    private var child: ViewNode?

    override var widgets: [GTK.Widget] { child?.widgets ?? [] }

    override var childNodes: [ViewNode] { child.map { [$0] } ?? [] }

    /// Brings the child up to date with `view`; a replacement is passed up to the
    /// container when `announce` is set (not while the node is still being made).
    final func reconcileChild(with view: any View, transaction: Transaction, announce: Bool) {
        let result = reconciled(child, with: view, transaction: transaction)
        child = result.node
        if result.replaced && announce { childWidgetsDidChange() }
    }

    /// Dismantles the child, if any, so the next ``reconcileChild(with:transaction:announce:)``
    /// makes a new one: a new identity even when the type is the same.
    final func removeChild(announce: Bool) {
        guard let child else { return }
        child.dismantle()
        self.child = nil
        if announce { childWidgetsDidChange() }
    }

    override func dismantleContent() {
        child?.dismantle()
        child = nil
    }
}
