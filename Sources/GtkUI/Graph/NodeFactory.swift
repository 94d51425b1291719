/// Where GtkUI makes a view's node (``View/_makeNode(_:in:)``); only GtkUI makes one.
@MainActor
public struct _GraphSite {
    let site: NodeSite
}

/// The node GtkUI made for a view (``View/_makeNode(_:in:)``); only GtkUI makes one.
@MainActor
public struct _GraphNode {
    let node: ViewNode

    init(_ node: ViewNode) {
        self.node = node
    }
}

/// Makes the node that renders a view value.
///
/// Every view type says how, through ``View/_makeNode(_:in:)``: composite views (whose
/// `body` is evaluated) by default, representables and containers through their protocols,
/// and each primitive (tuples, conditionals, optionals, `ForEach`, modifiers, …) itself.
/// So a view's kind comes with its conformance to `View`, and no dynamic cast asks for it:
/// a cast copies the view into a box and, the first time for a type, scans every
/// conformance in the program.
@MainActor
enum NodeFactory {
    static func makeNode(for view: any View, at site: NodeSite) -> ViewNode {
        makeNode(view, site)
    }

    private static func makeNode<V: View>(_ view: V, _ site: NodeSite) -> ViewNode {
        V._makeNode(view, in: _GraphSite(site: site)).node
    }
}

extension View {
    /// A composite view: its node evaluates `body`.
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(CompositeNode(view, site: site.site))
    }
}

extension WidgetRepresentable {
    /// A representable: its node makes, updates and dismantles the widget.
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(RepresentableNode(view, site: site.site))
    }
}

extension ContainerRepresentable {
    /// A container: its node also builds the content and places its widgets.
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(ContainerNode(view, site: site.site))
    }
}
