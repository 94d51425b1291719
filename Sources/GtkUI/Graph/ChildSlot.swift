/// At most one child node of an owner node: updated in place while the child's view type
/// stays the same, replaced when it changes (structural identity by type).
///
/// The slot is a value inside its owner, so it never holds access to itself while a
/// child runs: a child may call back into the owner (which reads the slot) at any time.
@MainActor
struct ChildSlot {
    /// The child, if any.
    private(set) var node: ViewNode?

    /// The child's widgets, in order.
    var widgets: [GTK.Widget] { node?.widgets ?? [] }

    /// The child as a list, for ``ViewNode/childNodes``.
    var nodes: [ViewNode] { node.map { [$0] } ?? [] }

    /// The slot holding the child brought up to date with `view`, made under `owner`, and
    /// whether a new node replaced the previous one (or took the empty slot).
    func reconciled(with view: any View, in owner: ViewNode, transaction: Transaction) -> (slot: ChildSlot, replaced: Bool) {
        let result = owner.reconciled(node, with: view, transaction: transaction)
        return (ChildSlot(node: result.node), result.replaced)
    }

    /// Empties the slot and returns the child it held, for the caller to dismantle once the
    /// slot is updated.
    mutating func take() -> ViewNode? {
        defer { node = nil }
        return node
    }
}
