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

    override func update(to view: any View, transaction: Transaction) {
        super.update(to: view, transaction: transaction)
        reconcileContent(with: self.view.content, transaction: transaction)
        placeChildren(transaction: transaction)
    }

    /// The content's widgets changed: place them; the container's own widget is unchanged.
    override func childWidgetsDidChange() {
        placeChildren(transaction: Transaction())
    }

    override func dismantleContent() {
        content.take()?.dismantle()
        super.dismantleContent()
    }

    private func reconcileContent(with view: Container.Content, transaction: Transaction) {
        let current = content
        content = current.reconciled(with: view, in: self, transaction: transaction).slot
    }

    private func placeChildren(transaction: Transaction) {
        guard let widget, let context = context(transaction: transaction) else { return }
        view.placeChildren(content.widgets, in: widget, context: context)
    }
}
