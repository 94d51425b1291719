/// A type-erased view, as in SwiftUI.
///
/// The erased type is part of identity: when an `AnyView` starts wrapping a view of
/// another type, the old view leaves (and is dismantled) and the new one appears.
public struct AnyView: View {
    let storage: any View

    /// Erases the type of `view`.
    public init<Content: View>(_ view: Content) {
        storage = (view as? AnyView)?.storage ?? view
    }

    /// Erases the type of `view`.
    public init(erasing view: some View) {
        self.init(view)
    }

    public typealias Body = Never
}

/// The node of an ``AnyView``: one child of whatever type the view wraps now.
@MainActor
final class AnyViewNode: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(AnyView.self) }

    init(_ view: AnyView, site: NodeSite) {
        super.init(site: site)
        reconcileChild(with: view.storage, transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(AnyView.self)
        needsUpdate = false
        reconcileChild(with: view.storage, transaction: transaction, announce: true)
    }
}

extension AnyView {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(AnyViewNode(view, site: site.site))
    }
}
