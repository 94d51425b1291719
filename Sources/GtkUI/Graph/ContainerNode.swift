/// The node of a ``ContainerRepresentable``: the representable lifecycle for the container
/// widget, plus the content's node, whose widgets it places into that widget.
@MainActor
final class ContainerNode<Container: ContainerRepresentable>: RepresentableNode<Container> {
    private var content = ChildSlot()
    /// The child that takes the container widget's place in the parent, if any
    /// (``ContainerRepresentable/_standIn(for:context:)``).
    private var standIn: GTK.Widget?

    override init(_ view: Container, site: NodeSite) {
        super.init(view, site: site)
        reconcileContent(with: view.content, transaction: site.transaction)
        placeChildren(transaction: site.transaction, announcing: false)
    }

    override var childNodes: [ViewNode] { content.nodes }

    override func appendWidgets(to list: inout [GTK.Widget]) {
        if let standIn { list.append(standIn) } else { super.appendWidgets(to: &list) }
    }

    /// Updates the container and its content. The children are placed again only when the
    /// content's node was replaced or the container places them differently now; a change
    /// deeper in the content announces itself (``childWidgetsDidChange()``) and is placed then.
    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(Container.self)
        let previous = self.view
        let placementChanged = view.placementChanged(from: previous)
        update(with: view, transaction: transaction)
        let replaced = reconcileContent(with: view.content, transaction: transaction)
        if replaced || placementChanged {
            placeChildren(transaction: transaction)
        }
    }

    /// The content's widgets changed: place them; the container's own widget is unchanged.
    override func childWidgetsDidChange() {
        placeChildren(transaction: Transaction())
    }

    override func dismantleContent() {
        standIn = nil
        content.take()?.dismantle()
        super.dismantleContent()
    }

    /// Brings the content up to date; returns whether a new node took the slot.
    @discardableResult
    private func reconcileContent(with view: Container.Content, transaction: Transaction) -> Bool {
        let result = content.reconciled(with: view, in: self, transaction: transaction)
        content = result.slot
        return result.replaced
    }

    /// Places the content's widgets, or lets one of them take the container's place; when
    /// what the parent holds changes (and `announcing`), the parent places its children.
    private func placeChildren(transaction: Transaction, announcing: Bool = true) {
        guard let widget, let context = context(transaction: transaction) else { return }
        let view = self.view
        let children = content.widgets
        let previous = standIn
        let next = view._standIn(for: children, context: context)
        standIn = next
        if let previous, previous !== next {
            view._release(standIn: previous, context: context)
            // The parent lets go of the former stand-in before it goes into this widget.
            if announcing { parent?.childWidgetsDidChange() }
        }
        view.placeChildren(next == nil ? children : [], in: widget, context: context)
        if announcing, next != nil, previous !== next {
            parent?.childWidgetsDidChange()
        } else if next == nil, PlacementDependency.requiresPlacementAgain(of: widget) {
            // The container around placed this widget by what was inside it (a stack gave
            // it a spacer's share), which changed: that container places its children again.
            parent?.childWidgetsDidChange()
        }
    }
}
