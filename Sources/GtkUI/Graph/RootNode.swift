/// The node at the top of a graph: it holds the root view's node and hands the root's
/// widgets to the graph's host whenever they change.
@MainActor
final class RootNode: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(RootNode.self) }

    init(graph: ViewGraph, environment: EnvironmentValues) {
        super.init(
            site: NodeSite(parent: nil, graph: graph, environment: environment, transaction: Transaction()))
    }

    /// A root's child is replaced when a list row shows another item: at once.
    override var showsLeavingChildren: Bool { false }

    override func childWidgetsDidChange() {
        graph.placeRootWidgets(widgets)
    }
}
