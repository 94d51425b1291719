/// `nil` shows nothing; a value shows its view, as `if` without `else` makes.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    @MainActor
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(OptionalNode(view, site: site.site))
    }
}

/// Lets the graph read an optional view without knowing its type.
@MainActor
protocol OptionalViewContent {
    var content: (any View)? { get }
}

extension OptionalViewContent {
    /// The content of `view`, a value of this type.
    static func content(of view: any View) -> (any View)? {
        view.assumingType(Self.self).content
    }
}

extension Optional: OptionalViewContent where Wrapped: View {
    var content: (any View)? { self.map { $0 as any View } }
}

/// The node of an optional view: a child while there is a value.
@MainActor
final class OptionalNode: SingleChildNode {
    /// The optional type, known only to the node's maker, so stored: its conformance reads
    /// each new value without a cast (a first cast of each type scans every conformance).
    private let madeFor: any OptionalViewContent.Type
    override var viewType: ObjectIdentifier { ObjectIdentifier(madeFor) }

    init(_ view: some OptionalViewContent, site: NodeSite) {
        madeFor = type(of: view)
        super.init(site: site)
        if let content = view.content {
            reconcileChild(with: content, transaction: site.transaction, announce: false)
        }
    }

    override func update(to view: any View, transaction: Transaction) {
        needsUpdate = false
        if let content = madeFor.content(of: view) {
            reconcileChild(with: content, transaction: transaction, announce: true)
        } else {
            removeChild(transaction: transaction, announce: true)
        }
    }
}
