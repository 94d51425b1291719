/// Several views side by side, as a `@ViewBuilder` closure with several statements makes.
///
/// Each position is its own identity: a child keeps its node (state and widget) across
/// updates because it stays at its position with its type.
public struct TupleView<T>: View {
    /// The children.
    public var value: T
    /// Reads the children of `value` as views; a type, so a tuple view stores nothing more
    /// than its children.
    let reader: any TupleElementReader.Type

    init(value: T, reader: any TupleElementReader.Type) {
        self.value = value
        self.reader = reader
    }

    /// The children as views, in order.
    var elements: [any View] { reader.elements(of: value) }

    public typealias Body = Never
}

/// Reads the elements of a tuple of views whose element types it knows.
@MainActor
protocol TupleElementReader {
    static func elements<T>(of value: T) -> [any View]
}

/// The reader for tuples of `(repeat each Element)`, the type `ViewBuilder` gives a block.
struct PackReader<each Element: View>: TupleElementReader {
    static func elements<T>(of value: T) -> [any View] {
        guard let tuple = value as? (repeat each Element) else {
            preconditionFailure("GtkUI: a tuple view holds \(T.self), not its builder's type")
        }
        var elements: [any View] = []
        repeat elements.append(each tuple)
        return elements
    }
}

/// The node of a ``TupleView``: one child node per position.
@MainActor
final class TupleNode: ViewNode {
    private var children: [ViewNode]

    init(elements: [any View], viewType: Any.Type, site: NodeSite) {
        children = []
        super.init(viewType: viewType, site: site)
        children = elements.map { element in
            NodeFactory.makeNode(for: element, at: childSite(site.transaction))
        }
    }

    override var widgets: [GTK.Widget] { children.flatMap(\.widgets) }

    override var childNodes: [ViewNode] { children }

    override func update(to view: any View, transaction: Transaction) {
        guard let elements = (view as? any TupleViewElements)?.tupleElements,
              elements.count == children.count
        else { preconditionFailure("GtkUI: a tuple node got \(type(of: view))") }
        needsUpdate = false
        var replaced = false
        for index in elements.indices {
            let result = reconciled(children[index], with: elements[index], transaction: transaction)
            children[index] = result.node
            replaced = replaced || result.replaced
        }
        if replaced { childWidgetsDidChange() }
    }

    override func dismantleContent() {
        children.forEach { $0.dismantle() }
        children = []
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

extension TupleView: GraphPrimitive {
    func makeNode(at site: NodeSite) -> ViewNode {
        TupleNode(elements: elements, viewType: TupleView<T>.self, site: site)
    }
}
