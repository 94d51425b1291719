import Foundation

/// Views made from a collection, one per element, identified by the element's ID, as in
/// SwiftUI.
///
/// The ID is the element's identity: when elements move, their views move with their state
/// and widgets; a new ID makes new views, a vanished ID dismantles its views. An ID that
/// appears twice is a mistake: GtkUI shows the first element with it, says so on stderr
/// naming the ID, and ignores the rest.
///
/// As in SwiftUI, `Content` is unconstrained: a `ForEach` of views is a ``View``, and other
/// libraries make a `ForEach` of their own content (chart marks) conform to their protocols.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public var data: Data
    /// Makes each element's content.
    public var content: (Data.Element) -> Content
    /// Each element's ID. A function rather than a key path: a key path to a generic
    /// element's property is made anew by the runtime (demangling its types) every time a
    /// view's body makes the `ForEach`.
    let identify: (Data.Element) -> ID
    /// What deleting rows does, in a ``List`` (``onDelete(perform:)``).
    var deleteAction: ((IndexSet) -> Void)?
    /// What dragging rows to another place does, in a ``List`` (``onMove(perform:)``).
    var moveAction: ((IndexSet, Int) -> Void)?

    /// Content for `data`, identified by the element property at `id`, made by `content`
    /// without a result builder: for libraries whose content is not views (they add an
    /// initializer with their own builder).
    public init(_data data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    /// Content for `data`, each element identified by `identify`, made by `content`: for
    /// libraries' initializers over identifiable elements, which need no key path.
    public init(
        _data data: Data, identifiedBy identify: @escaping (Data.Element) -> ID,
        content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.identify = identify
        self.content = content
    }
}

extension ForEach: View where Content: View {
    /// Views for `data`, identified by the element property at `id`.
    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(_data: data, id: id, content: content)
    }

    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Views for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, identifiedBy: { $0 }, content: content)
    }
}

extension ForEach where Content: View {
    /// In a ``List``, lets the user delete rows — with the Delete key or the row's context
    /// menu — calling `action` with their offsets in `data` (as SwiftUI does; elsewhere it
    /// does nothing).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// In a ``List``, lets the user reorder rows by dragging them, calling `action` with
    /// the offsets of the moved rows in `data` and the offset they go before (as SwiftUI
    /// does, ready for `move(fromOffsets:toOffset:)`; elsewhere it does nothing). Rows can
    /// only be dropped among the rows of the same `ForEach`.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

extension ForEach where Content: View {
    @MainActor
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(ForEachNode<Data, ID, Content>(view, site: site.site))
    }
}

/// The node of a ``ForEach``: one child node per ID, in the data's order.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ViewNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(ForEach<Data, ID, Content>.self) }

    private var children: [ID: ViewNode] = [:]
    private var order: [ID] = []

    init(_ view: ForEach<Data, ID, Content>, site: NodeSite) {
        super.init(site: site)
        apply(view, transaction: site.transaction)
    }

    override func appendWidgets(to list: inout [GTK.Widget]) {
        if leaving.contains(.hasLeavingChildren) {
            appendWidgets(of: childNodes, to: &list)
        } else {
            for id in order { children[id]?.appendWidgets(to: &list) }
        }
    }

    override var showsLeavingChildren: Bool { true }

    override var childNodes: [ViewNode] { order.compactMap { children[$0] } }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(ForEach<Data, ID, Content>.self)
        needsUpdate = false
        let before = order
        let replaced = apply(view, transaction: transaction)
        if replaced || order != before { childWidgetsDidChange() }
    }

    override func dismantleContent() {
        for id in order { children[id]?.dismantle() }
        children = [:]
        order = []
    }

    /// Updates kept IDs in place, makes new ones, dismantles vanished ones; returns whether
    /// any child node was made or replaced.
    @discardableResult
    private func apply(_ view: ForEach<Data, ID, Content>, transaction: Transaction) -> Bool {
        var next: [ID: ViewNode] = [:]
        var nextOrder: [ID] = []
        nextOrder.reserveCapacity(view.data.count)
        var replaced = false
        for element in view.data {
            let id = view.identify(element)
            guard next[id] == nil else {
                Self.reportDuplicate(id)
                continue
            }
            let result = reconciled(children[id], with: view.content(element), transaction: transaction)
            next[id] = result.node
            nextOrder.append(id)
            replaced = replaced || result.replaced
        }
        var previous: ViewNode?
        for id in order {
            if let kept = next[id] {
                previous = kept
            } else if let child = children[id] {
                // A vanished element leaves after the element it followed.
                remove(child, at: previous.map { .after($0) } ?? .start, transaction: transaction)
            }
        }
        replaced = replaced || next.count != children.count
        children = next
        order = nextOrder
        return replaced
    }

    private static func reportDuplicate(_ id: ID) {
        Diagnostics.report("GtkUI: ForEach<\(Data.self)> has the ID \(id) more than once; only the first element with it is shown")
    }
}
