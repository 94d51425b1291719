/// A view that makes its own kind of node.
@MainActor
protocol GraphPrimitive {
    func makeNode(at site: NodeSite) -> ViewNode
}

/// Makes the node that renders a view value: optionals, the primitives that make their
/// own nodes (`AnyView`, tuples, conditionals, `ForEach`, modifiers, …), representables
/// (containers among them), and composite views, whose `body` is evaluated.
///
/// Which of these a view type is, is found once per type: each cast that asks copies the
/// view into an existential box and, the first time for a type, scans every conformance
/// in the program. A view with a `body` of its own is composite without asking: every
/// primitive and representable has `Body == Never`.
@MainActor
enum NodeFactory {
    private enum Kind {
        case optional, primitive, container, representable, composite
    }

    private static var kinds: [ObjectIdentifier: Kind] = [:]

    static func makeNode(for view: any View, at site: NodeSite) -> ViewNode {
        let type = ObjectIdentifier(Swift.type(of: view))
        let kind = kinds[type] ?? classify(view, type)
        switch kind {
        case .optional:
            if let optional = view as? any OptionalViewContent {
                return OptionalNode(optional, viewType: Swift.type(of: view as Any), site: site)
            }
        case .primitive:
            if let primitive = view as? any GraphPrimitive { return primitive.makeNode(at: site) }
        case .container:
            if let container = view as? any ContainerRepresentable { return container.makeContainerNode(at: site) }
        case .representable:
            if let representable = view as? any WidgetRepresentable {
                return representable.makeRepresentableNode(at: site)
            }
        case .composite:
            break
        }
        return view.makeCompositeNode(at: site)
    }

    private static func classify(_ view: any View, _ type: ObjectIdentifier) -> Kind {
        // Each failed cast scans the conformances: the questions that need none come
        // first, then the common kinds. Optionals before any cast, which would unwrap them.
        let kind: Kind = if hasBody(view) {
            .composite
        } else if isOptional(view) {
            .optional
        } else if view is any GraphPrimitive {
            .primitive
        } else if view is any WidgetRepresentable {
            view is any ContainerRepresentable ? .container : .representable
        } else {
            .composite
        }
        kinds[type] = kind
        return kind
    }

    private static func hasBody<V: View>(_ view: V) -> Bool {
        V.Body.self != Never.self
    }

    private static func isOptional<V: View>(_ view: V) -> Bool {
        _isOptional(V.self)
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
