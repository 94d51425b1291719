/// The node of a view made of other views: it evaluates `body` and keeps one child node.
@MainActor
final class CompositeNode<Content: View>: ViewNode {
    private var view: Content
    private var child: ViewNode?

    init(
        _ view: Content,
        parent: ViewNode?,
        graph: ViewGraph,
        environment: EnvironmentValues,
        transaction: Transaction
    ) {
        self.view = view
        super.init(viewType: Content.self, parent: parent, graph: graph, environment: environment)
        reconcileBody(transaction: transaction, announce: false)
    }

    override var widgets: [GTK.Widget] { child?.widgets ?? [] }

    override func update(to view: any View, transaction: Transaction) {
        guard let view = view as? Content else {
            preconditionFailure("GtkUI: node of \(Content.self) got a \(type(of: view))")
        }
        self.view = view
        reconcileBody(transaction: transaction, announce: true)
    }

    override func reevaluate(transaction: Transaction) {
        reconcileBody(transaction: transaction, announce: true)
    }

    override func dismantleContent() {
        child?.dismantle()
        child = nil
    }

    /// Evaluates `body` and updates the child in place when its type is unchanged, or
    /// replaces it (dismantling the old one) when the type differs.
    private func reconcileBody(transaction: Transaction, announce: Bool) {
        needsUpdate = false
        GraphCounters.bodyEvaluated()
        let body = view.body
        if let child, child.viewType == ObjectIdentifier(type(of: body as Any)) {
            child.update(to: body, transaction: transaction)
            return
        }
        child?.dismantle()
        child = NodeFactory.makeNode(
            for: body, parent: self, graph: graph,
            environment: environment, transaction: transaction)
        if announce { childWidgetsDidChange() }
    }
}
