/// How a node takes part in removal transitions: leaving, or holding children that leave.
struct LeavingState: OptionSet {
    let rawValue: UInt8
    /// The node belongs to a view that leaves with a removal transition: its widgets stay on
    /// screen while they animate out, and it no longer updates.
    static let isLeaving = LeavingState(rawValue: 1 << 0)
    /// Children this node removed are leaving: its widget list still holds theirs.
    static let hasLeavingChildren = LeavingState(rawValue: 1 << 1)
}

/// A view whose widget can animate out when it is removed: a view with `.transition`.
@MainActor
protocol RemovalTransitioning {
    /// Starts moving `widget` (this view's) to the removal state for `transaction`;
    /// returns whether it animates (not when nothing animates it or it is off screen).
    func startRemoval(of widget: GTK.Widget, transaction: Transaction) -> Bool
}

/// A removed child that is still on screen while its removal transitions run: its node,
/// no longer updated and not reused (a view inserted again gets a new node), and the
/// widgets that animate out, which its former parent keeps in its widget list where the
/// child was. When every one has arrived the parent places its children without them and
/// the node is dismantled: its widgets go then.
@MainActor
final class LeavingChild {
    /// Where the child's widgets stay in its former parent's list.
    enum Position {
        /// Before the parent's children.
        case start
        /// After this sibling (after the others when the sibling is gone).
        case after(ViewNode)
        /// After the parent's children.
        case end
    }

    let node: ViewNode
    let widgets: [GTK.Widget]
    let position: Position
    /// Widgets still animating.
    var pending: Int

    init(node: ViewNode, widgets: [GTK.Widget], position: Position) {
        self.node = node
        self.widgets = widgets
        self.position = position
        pending = widgets.count
    }

    /// Whether the child stays right after `sibling`.
    func follows(_ sibling: ViewNode) -> Bool {
        if case .after(let node) = position { return node === sibling }
        return false
    }
}

extension ViewNode {
    /// Removes `child`, which stood at `position`: when this node shows leaving children
    /// and the child's transition views animate out with `transaction`, it stays on screen
    /// until they have; otherwise it is dismantled at once.
    final func remove(_ child: ViewNode, at position: LeavingChild.Position, transaction: Transaction) {
        guard graph.hasTransitions, showsLeavingChildren, !isDismantled else { return child.dismantle() }
        var widgets: [GTK.Widget] = []
        child.startRemovalTransitions(transaction, into: &widgets)
        guard !widgets.isEmpty else { return child.dismantle() }
        child.markLeaving()
        let record = LeavingChild(node: child, widgets: widgets, position: position)
        graph.leavingChildren[ObjectIdentifier(self), default: []].append(record)
        leaving.insert(.hasLeavingChildren)
        for widget in widgets {
            // A leaving view takes no clicks, as in SwiftUI.
            widget.canTarget = false
            widget.whenAnimationsFinish { [weak self, weak record] in
                guard let self, let record else { return }
                record.pending -= 1
                if record.pending == 0 { finishLeaving(record) }
            }
        }
    }

    /// Marks this subtree as leaving: its nodes no longer update.
    private func markLeaving() {
        leaving.insert(.isLeaving)
        for child in childNodes { child.markLeaving() }
    }

    /// A leaving child's widgets have arrived: places the children without them, then
    /// dismantles the child.
    private func finishLeaving(_ record: LeavingChild) {
        let key = ObjectIdentifier(self)
        guard var records = graph.leavingChildren[key], let index = records.firstIndex(where: { $0 === record }) else { return }
        records.remove(at: index)
        if records.isEmpty {
            graph.leavingChildren[key] = nil
            leaving.remove(.hasLeavingChildren)
        } else {
            graph.leavingChildren[key] = records
        }
        childWidgetsDidChange()
        record.node.dismantle()
    }

    /// Dismantles the children still leaving (this node goes).
    func dismantleLeavingChildren() {
        leaving.remove(.hasLeavingChildren)
        let records = graph.leavingChildren.removeValue(forKey: ObjectIdentifier(self)) ?? []
        for record in records { record.node.dismantle() }
    }

    /// Appends the widgets of `children`, in order, with those of the children leaving
    /// where they were.
    final func appendWidgets(of children: [ViewNode], to list: inout [GTK.Widget]) {
        let records = graph.leavingChildren[ObjectIdentifier(self)] ?? []
        var placed = 0
        for record in records {
            guard case .start = record.position else { continue }
            list.append(contentsOf: record.widgets)
            placed += 1
        }
        for child in children {
            child.appendWidgets(to: &list)
            for record in records where record.follows(child) {
                list.append(contentsOf: record.widgets)
                placed += 1
            }
        }
        guard placed < records.count else { return }
        // At the end, and where the sibling they followed is gone.
        for record in records {
            switch record.position {
            case .start: continue
            case .end: list.append(contentsOf: record.widgets)
            case .after(let sibling):
                if !children.contains(where: { $0 === sibling }) { list.append(contentsOf: record.widgets) }
            }
        }
    }
}
