/// The node of a view made of other views: it evaluates `body` and keeps one child node.
@MainActor
final class CompositeNode<Content: View>: BodyNode {
    private var view: Content

    init(_ view: Content, site: NodeSite) {
        self.view = view
        super.init(viewType: Content.self, site: site)
        reconcileBody(transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        guard let view = view as? Content else {
            preconditionFailure("GtkUI: node of \(Content.self) got a \(type(of: view))")
        }
        // The same inputs and nothing it read changed: the body would be the same.
        let unchanged = !needsUpdate && ViewInputs.equal(self.view, view)
        self.view = view
        if unchanged {
            attachDynamicProperties()
            GraphCounters.bodySkipped()
            return
        }
        reconcileBody(transaction: transaction, announce: true)
    }

    override func attachDynamicProperties() {
        dynamicProperties.attach(view, owner: self)
    }

    override func makeBody() -> any View {
        view.body
    }
}
