/// `nil` shows nothing; a value shows its view, as `if` without `else` makes.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(OptionalNode(view, viewType: Self.self, site: site.site))
    }
}

/// Lets the graph read an optional view without knowing its type.
@MainActor
protocol OptionalViewContent {
    var content: (any View)? { get }
}

extension Optional: OptionalViewContent where Wrapped: View {
    var content: (any View)? { self.map { $0 as any View } }
}

/// The node of an optional view: a child while there is a value.
@MainActor
final class OptionalNode: SingleChildNode {
    /// Known only to the node's maker, so stored.
    private let madeFor: ObjectIdentifier
    override var viewType: ObjectIdentifier { madeFor }

    init(_ view: any OptionalViewContent, viewType: Any.Type, site: NodeSite) {
        madeFor = ObjectIdentifier(viewType)
        super.init(site: site)
        if let content = view.content {
            reconcileChild(with: content, transaction: site.transaction, announce: false)
        }
    }

    override func update(to view: any View, transaction: Transaction) {
        guard let view = view as? any OptionalViewContent else {
            preconditionFailure("GtkUI: an optional node got \(type(of: view))")
        }
        needsUpdate = false
        if let content = view.content {
            reconcileChild(with: content, transaction: transaction, announce: true)
        } else {
            removeChild(announce: true)
        }
    }
}
