/// The node of a view made of other views: it evaluates `body` and keeps one child node.
@MainActor
final class CompositeNode<Content: View>: SingleChildNode {
    private var view: Content
    private var dynamicProperties = DynamicProperties()

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
            dynamicProperties.attach(view, owner: self)
            GraphCounters.bodySkipped()
            return
        }
        reconcileBody(transaction: transaction, announce: true)
    }

    override func reevaluate(transaction: Transaction) {
        reconcileBody(transaction: transaction, announce: true)
    }

    override func dismantleContent() {
        super.dismantleContent()
        dynamicProperties.release()
    }

    /// Evaluates `body` and reconciles the child with it.
    private func reconcileBody(transaction: Transaction, announce: Bool) {
        needsUpdate = false
        dynamicProperties.attach(view, owner: self)
        GraphCounters.bodyEvaluated()
        let body = ObservationTracking.track({ view.body }, invalidating: self)
        reconcileChild(with: body, transaction: transaction, announce: announce)
    }
}
