/// The node of a custom ``ViewModifier``: it evaluates `body(content:)` as a composite
/// view evaluates `body`, with the modifier's dynamic properties (state, environment,
/// observed objects) kept here.
@MainActor
final class ModifierBodyNode<Content: View, Modifier: ViewModifier>: BodyNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(ModifiedContent<Content, Modifier>.self) }

    private var view: ModifiedContent<Content, Modifier>

    init(_ view: ModifiedContent<Content, Modifier>, site: NodeSite) {
        self.view = view
        super.init(site: site)
        reconcileBody(transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(ModifiedContent<Content, Modifier>.self)
        self.view = view
        reconcileBody(transaction: transaction, announce: true)
    }

    override func attachDynamicProperties() {
        dynamicProperties.attach(&view.modifier, owner: self)
    }

    override func makeBody() -> any View {
        view.modifier.body(content: _ViewModifier_Content<Modifier>(content: view.content))
    }
}

/// The node of the content placeholder inside a modifier's body: it renders the content
/// the modifier was applied to.
@MainActor
final class ModifierContentNode<Modifier: ViewModifier>: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(_ViewModifier_Content<Modifier>.self) }

    init(_ view: _ViewModifier_Content<Modifier>, site: NodeSite) {
        super.init(site: site)
        reconcileChild(with: view.content, transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(_ViewModifier_Content<Modifier>.self)
        needsUpdate = false
        reconcileChild(with: view.content, transaction: transaction, announce: true)
    }
}
