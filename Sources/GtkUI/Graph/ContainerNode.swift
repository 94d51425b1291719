/// The node of a ``ContainerRepresentable``: the representable lifecycle for the container
/// widget, plus the content's node, whose widgets it places into that widget.
@MainActor
final class ContainerNode<Container: ContainerRepresentable>: RepresentableNode<Container> {
    private var content = ChildSlot()

    override init(_ view: Container, site: NodeSite) {
        super.init(view, site: site)
        reconcileContent(with: view.content, transaction: site.transaction)
        placeChildren(transaction: site.transaction)
    }

    override var childNodes: [ViewNode] { content.nodes }

    /// Updates the container and its content. The children are placed again only when the
    /// content's node was replaced or the container places them differently now; a change
    /// deeper in the content announces itself (``childWidgetsDidChange()``) and is placed then.
    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(Container.self)
        let previous = self.view
        let placementChanged = view.placementChanged(from: previous)
        update(with: view, transaction: transaction)
        let replaced = reconcileContent(with: view.content, transaction: transaction)
        if replaced || placementChanged {
            placeChildren(transaction: transaction)
        }
    }

    /// The content's widgets changed: place them; the container's own widget is unchanged.
    override func childWidgetsDidChange() {
        placeChildren(transaction: Transaction())
    }

    override func dismantleContent() {
        content.take()?.dismantle()
        super.dismantleContent()
    }

    /// Brings the content up to date; returns whether a new node took the slot.
    @discardableResult
    private func reconcileContent(with view: Container.Content, transaction: Transaction) -> Bool {
        let result = content.reconciled(with: view, in: self, transaction: transaction)
        content = result.slot
        return result.replaced
    }

    private func placeChildren(transaction: Transaction) {
        guard let widget, let context = context(transaction: transaction) else { return }
        let view = self.view
        view.placeChildren(content.widgets, in: widget, context: context)
        // A widget that took a spacer's share in the stack around it no longer may once
        // something inside it expands: that stack places its children again.
        if SpacerShares.expansionChanged(of: widget) { parent?.childWidgetsDidChange() }
    }
}
