/// The node of a ``ContainerRepresentable``: the representable lifecycle for the container
/// widget, plus a content subtree whose widgets it places into that widget.
@MainActor
final class ContainerNode<Container: ContainerRepresentable>: RepresentableNode<Container> {
    private var content: SingleChildNode?

    override init(_ view: Container, site: NodeSite) {
        super.init(view, site: site)
        let content = SingleChildNode(viewType: Container.Content.self, site: childSite(site.transaction))
        self.content = content
        content.reconcileChild(with: view.content, transaction: site.transaction, announce: false)
        placeChildren(transaction: site.transaction)
    }

    override var childNodes: [ViewNode] { content.map { [$0] } ?? [] }

    override func update(to view: any View, transaction: Transaction) {
        super.update(to: view, transaction: transaction)
        content?.reconcileChild(with: self.view.content, transaction: transaction, announce: false)
        placeChildren(transaction: transaction)
    }

    /// The content's widgets changed: place them; the container's own widget is unchanged.
    override func childWidgetsDidChange() {
        placeChildren(transaction: Transaction())
    }

    override func dismantleContent() {
        content?.dismantle()
        content = nil
        super.dismantleContent()
    }

    private func placeChildren(transaction: Transaction) {
        guard let widget, let content, let context = context(transaction: transaction) else { return }
        view.placeChildren(content.widgets, in: widget, context: context)
    }
}
