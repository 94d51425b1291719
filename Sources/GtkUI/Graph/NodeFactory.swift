/// A view that makes its own kind of node.
@MainActor
protocol GraphPrimitive {
    func makeNode(at site: NodeSite) -> ViewNode
}

/// Makes the node that renders a view value: optionals, the primitives that make their
/// own nodes (`AnyView`, tuples, conditionals, `ForEach`, modifiers, …), representables
/// (containers among them), and composite views, whose `body` is evaluated.
@MainActor
enum NodeFactory {
    static func makeNode(for view: any View, at site: NodeSite) -> ViewNode {
        // Optionals first: a cast to any other protocol would unwrap the optional.
        if let optional = view as? any OptionalViewContent {
            return OptionalNode(optional, viewType: type(of: view as Any), site: site)
        }
        if let primitive = view as? any GraphPrimitive {
            return primitive.makeNode(at: site)
        }
        if let container = view as? any ContainerRepresentable {
            return container.makeContainerNode(at: site)
        }
        if let representable = view as? any WidgetRepresentable {
            return representable.makeRepresentableNode(at: site)
        }
        return view.makeCompositeNode(at: site)
    }
}

extension ContainerRepresentable {
    func makeContainerNode(at site: NodeSite) -> ViewNode {
        ContainerNode(self, site: site)
    }
}

extension WidgetRepresentable {
    func makeRepresentableNode(at site: NodeSite) -> ViewNode {
        RepresentableNode(self, site: site)
    }
}

extension View {
    func makeCompositeNode(at site: NodeSite) -> ViewNode {
        CompositeNode(self, site: site)
    }
}
