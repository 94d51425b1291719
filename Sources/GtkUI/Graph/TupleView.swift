/// Several views side by side, as a `@ViewBuilder` closure with several statements makes.
///
/// Each position is its own identity: a child keeps its node (state and widget) across
/// updates because it stays at its position with its type.
public struct TupleView<T>: View {
    /// Reads the children of `value` as views; a type, so a tuple view stores nothing more
    /// than its children. (The first stored property, at offset 0: ``TupleNode`` reads it,
    /// and the reader reads the children, from a tuple view's bytes.)
    let reader: any TupleElementReader.Type
    /// The children.
    public var value: T

    @usableFromInline
    init(value: T, reader: any TupleElementReader.Type) {
        self.value = value
        self.reader = reader
    }

    /// The children as views, in order.
    var elements: [any View] {
        var elements: [any View] = []
        withUnsafeBytes(of: self) { reader.forEachElement(in: $0) { elements.append($0) } }
        return elements
    }

    public typealias Body = Never
}

/// The node of a ``TupleView``: one child node per position.
@MainActor
final class TupleNode: ViewNode {
    private var children = NodeList()
    /// The tuple view's type, known only to the initializer, so stored.
    private let madeFor: ObjectIdentifier
    override var viewType: ObjectIdentifier { madeFor }

    init<T>(_ view: TupleView<T>, site: NodeSite) {
        madeFor = ObjectIdentifier(TupleView<T>.self)
        super.init(site: site)
        var nodes = NodeList()
        forEachElement(of: view) { element in
            nodes.append(NodeFactory.makeNode(for: element, at: childSite(site.transaction)))
        }
        children = nodes
    }

    override func appendWidgets(to list: inout [GTK.Widget]) {
        for child in children { child.appendWidgets(to: &list) }
    }

    override var childNodes: [ViewNode] { Array(children) }

    override func update(to view: any View, transaction: Transaction) {
        needsUpdate = false
        let current = children
        var index = 0
        var replaced = false
        forEachElement(of: view) { element in
            let result = reconciled(current[index], with: element, transaction: transaction)
            if result.replaced {
                children[index] = result.node
                replaced = true
            }
            index += 1
        }
        precondition(index == current.count, "GtkUI: a tuple node got \(type(of: view))")
        if replaced { childWidgetsDidChange() }
    }

    /// Reads the elements of `view`, a value of this node's tuple view type (the graph
    /// matched the type), without a cast: from the view's bytes.
    private func forEachElement<V: View>(of view: V, _ body: (any View) -> Void) {
        withUnsafeBytes(of: view) { $0.tupleElementReader.forEachElement(in: $0, body) }
    }

    override func dismantleContent() {
        children.forEach { $0.dismantle() }
        children = NodeList()
    }
}

/// Lets the graph read a `TupleView`'s children without knowing `T`.
@MainActor
protocol TupleViewElements {
    var tupleElements: [any View] { get }
}

extension TupleView: TupleViewElements {
    var tupleElements: [any View] { elements }
}

extension TupleView {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(TupleNode(view, site: site.site))
    }
}
