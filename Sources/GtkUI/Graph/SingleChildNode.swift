/// A node with at most one child node, which it updates in place while the child's view
/// type stays the same and replaces when it changes (structural identity by type).
@MainActor
class SingleChildNode: ViewNode {
    private var child = ChildSlot()

    override func appendWidgets(to list: inout [GTK.Widget]) {
        child.node?.appendWidgets(to: &list)
    }

    override var childNodes: [ViewNode] { child.nodes }

    /// Brings the child up to date with `view`; a replacement is passed up to the
    /// container when `announce` is set (not while the node is still being made).
    final func reconcileChild(with view: any View, transaction: Transaction, announce: Bool) {
        let current = child
        let result = current.reconciled(with: view, in: self, transaction: transaction)
        child = result.slot
        if result.replaced && announce { childWidgetsDidChange() }
    }

    /// Dismantles the child, if any, so the next ``reconcileChild(with:transaction:announce:)``
    /// makes a new one: a new identity even when the type is the same.
    final func removeChild(announce: Bool) {
        guard let removed = child.take() else { return }
        removed.dismantle()
        if announce { childWidgetsDidChange() }
    }

    override func dismantleContent() {
        child.take()?.dismantle()
    }
}
