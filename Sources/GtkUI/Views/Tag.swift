/// Content with a tag, as `.tag(_:)` makes: the value a ``Picker`` option stands for.
///
/// Outside a picker the tag changes nothing: the content renders as it would without it.
public struct _TagView<Content: View, Tag: Hashable>: View {
    let content: Content
    let tag: Tag

    public typealias Body = Never
}

extension View {
    /// Tags this view with `tag`, the value it stands for among a ``Picker``'s options.
    public func tag<Tag: Hashable>(_ tag: Tag) -> some View {
        _TagView(content: self, tag: tag)
    }
}

extension _TagView {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(TagNode(view, site: site.site))
    }
}

/// The node of a tagged view: just its content.
@MainActor
final class TagNode<Content: View, Tag: Hashable>: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(_TagView<Content, Tag>.self) }

    init(_ view: _TagView<Content, Tag>, site: NodeSite) {
        super.init(site: site)
        reconcileChild(with: view.content, transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(_TagView<Content, Tag>.self)
        needsUpdate = false
        reconcileChild(with: view.content, transaction: transaction, announce: true)
    }
}
