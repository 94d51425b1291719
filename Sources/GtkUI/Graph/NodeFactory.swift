/// Makes the node that renders a view value.
@MainActor
enum NodeFactory {
    static func makeNode(
        for view: any View,
        parent: ViewNode?,
        graph: ViewGraph,
        environment: EnvironmentValues,
        transaction: Transaction
    ) -> ViewNode {
        if let view = view as? AnyView {
            return AnyViewNode(
                view, parent: parent, graph: graph,
                environment: environment, transaction: transaction)
        }
        if let representable = view as? any WidgetRepresentable {
            return makeRepresentableNode(
                representable, parent: parent, graph: graph,
                environment: environment, transaction: transaction)
        }
        return makeCompositeNode(
            view, parent: parent, graph: graph,
            environment: environment, transaction: transaction)
    }

    private static func makeRepresentableNode<Representable: WidgetRepresentable>(
        _ view: Representable,
        parent: ViewNode?,
        graph: ViewGraph,
        environment: EnvironmentValues,
        transaction: Transaction
    ) -> ViewNode {
        RepresentableNode(
            view, parent: parent, graph: graph,
            environment: environment, transaction: transaction)
    }

    private static func makeCompositeNode<Content: View>(
        _ view: Content,
        parent: ViewNode?,
        graph: ViewGraph,
        environment: EnvironmentValues,
        transaction: Transaction
    ) -> ViewNode {
        CompositeNode(
            view, parent: parent, graph: graph,
            environment: environment, transaction: transaction)
    }
}
