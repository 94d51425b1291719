/// The node of a view made of other views: it evaluates `body` and keeps one child node.
@MainActor
final class CompositeNode<Content: View>: BodyNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(Content.self) }

    private var view: Content
    /// Whether two values carry the same inputs (see ``ViewInputs``): chosen at the first
    /// update, so a node that is only made (every row of a list at a cold start) asks the
    /// runtime nothing about its type's fields.
    private lazy var inputs = ViewInputs.comparison(for: Content.self)
    /// Whether `Content` declares dynamic properties.
    private let hasDynamicProperties: Bool

    init(_ view: Content, site: NodeSite) {
        self.view = view
        hasDynamicProperties = DynamicProperties.declared(by: view)
        super.init(site: site)
        reconcileBody(transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(Content.self)
        // The same inputs and nothing it read changed: the body would be the same.
        let previous = self.view
        let unchanged = !needsUpdate && ViewInputs.same(previous, view, by: inputs)
        self.view = view
        if unchanged {
            attachDynamicProperties()
            GraphCounters.bodySkipped()
            return
        }
        reconcileBody(transaction: transaction, announce: true)
    }

    override func attachDynamicProperties() {
        guard hasDynamicProperties else { return }
        dynamicProperties.attach(&self.view, owner: self)
    }

    override func makeBody() -> any View {
        let view = self.view
        return Content._body(of: view)
    }
}
