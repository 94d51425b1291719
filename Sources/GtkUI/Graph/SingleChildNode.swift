/// A node with at most one child node, which it updates in place while the child's view
/// type stays the same and replaces when it changes (structural identity by type).
@MainActor
class SingleChildNode: ViewNode {
    private var child = ChildSlot()

    override func appendWidgets(to list: inout [GTK.Widget]) {
        if leaving.contains(.hasLeavingChildren) {
            appendWidgets(of: child.nodes, to: &list)
        } else {
            child.node?.appendWidgets(to: &list)
        }
    }

    override var showsLeavingChildren: Bool { true }

    override var childNodes: [ViewNode] { child.nodes }

    /// Brings the child up to date with `view`; a replacement is passed up to the
    /// container when `announce` is set (not while the node is still being made).
    final func reconcileChild(with view: any View, transaction: Transaction, announce: Bool) {
        let current = child
        let result = current.reconciled(with: view, in: self, transaction: transaction)
        child = result.slot
        if result.replaced && announce { childWidgetsDidChange() }
    }

    /// Removes the child, if any, so the next ``reconcileChild(with:transaction:announce:)``
    /// makes a new one: a new identity even when the type is the same. With a
    /// `transaction`, a child with a removal transition leaves through it; without, it is
    /// dismantled at once.
    final func removeChild(transaction: Transaction?, announce: Bool) {
        guard let removed = child.take() else { return }
        if let transaction {
            remove(removed, at: .end, transaction: transaction)
        } else {
            removed.dismantle()
        }
        if announce { childWidgetsDidChange() }
    }

    override func dismantleContent() {
        child.take()?.dismantle()
    }
}
