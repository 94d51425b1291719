/// A view that makes its own kind of node.
@MainActor
protocol GraphPrimitive {
    func makeNode(
        parent: ViewNode?, graph: ViewGraph,
        environment: EnvironmentValues, transaction: Transaction
    ) -> ViewNode
}

/// Makes the node that renders a view value: the structural primitives (`AnyView`,
/// tuples, conditionals, optionals, `EmptyView`), representables (containers among
/// them), and composite views, whose `body` is evaluated.
@MainActor
enum NodeFactory {
    static func makeNode(
        for view: any View,
        parent: ViewNode?,
        graph: ViewGraph,
        environment: EnvironmentValues,
        transaction: Transaction
    ) -> ViewNode {
        let viewType = type(of: view as Any)
        // Optionals first: a cast to any other protocol would unwrap the optional.
        if let optional = view as? any OptionalViewContent {
            return OptionalNode(
                optional, viewType: viewType, parent: parent, graph: graph,
                environment: environment, transaction: transaction)
        }
        if let primitive = view as? any GraphPrimitive {
            return primitive.makeNode(
                parent: parent, graph: graph, environment: environment, transaction: transaction)
        }
        if let view = view as? AnyView {
            return AnyViewNode(
                view, parent: parent, graph: graph,
                environment: environment, transaction: transaction)
        }
        if let tuple = view as? any TupleViewElements {
            return TupleNode(
                elements: tuple.tupleElements, viewType: viewType, parent: parent,
                graph: graph, environment: environment, transaction: transaction)
        }
        if let conditional = view as? any ConditionalViewBranch {
            return ConditionalNode(
                conditional, viewType: viewType, parent: parent, graph: graph,
                environment: environment, transaction: transaction)
        }
        if view is EmptyView {
            return EmptyNode(viewType: viewType, parent: parent, graph: graph, environment: environment)
        }
        if let container = view as? any ContainerRepresentable {
            return makeContainerNode(
                container, parent: parent, graph: graph,
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

    private static func makeContainerNode<Container: ContainerRepresentable>(
        _ view: Container,
        parent: ViewNode?,
        graph: ViewGraph,
        environment: EnvironmentValues,
        transaction: Transaction
    ) -> ViewNode {
        ContainerNode(
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
