/// A view that shows nothing and makes no widget.
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}

/// Views grouped without a container: their widgets go to the enclosing container.
public struct Group<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Content { content }
}

/// The node of a view that makes nothing.
@MainActor
final class EmptyNode: ViewNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(EmptyView.self) }

    override func update(to view: any View, transaction: Transaction) {
        needsUpdate = false
    }
}

extension EmptyView {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(EmptyNode(site: site.site))
    }
}
