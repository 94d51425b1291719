import Foundation

/// The actions of a ``List``'s rows — swipe actions and `onDelete` — offered in the row's
/// context menu (right click, the Menu key, Shift+F10), beside the row when it is swiped,
/// and by the Delete key (the first destructive action of the selected rows, or of the
/// focused one).
///
/// An offered action stays bound to the item the row showed when it was offered, by ID:
/// it runs for that item even after the row widget was recycled for another, and does
/// nothing if the item is gone by then.
@MainActor
final class ListRowActions {
    /// The context menu and the revealed swipe actions: popovers for the anchor.
    let menu = GTK.Popover()
    let revealed = GTK.Popover()
    private let rows: ListRowsContext
    /// The widget the menus are attached to, around the list view.
    private let anchor: GTK.Widget
    /// Any button: the secondary one opens the menu, each closes revealed actions.
    private let click = GTK.GestureClick(button: 0)
    private let shortcuts = GTK.ShortcutController(scope: .local)
    private var swipes: ListSwipeGestures?
    /// The row whose actions are revealed, and at which edge.
    private var revealedRow: (id: AnyHashable, edge: HorizontalEdge)?
    /// The row the context menu was last opened for: the focus goes back to it.
    private var menuRowID: AnyHashable?

    init(_ rows: ListRowsContext, anchor: GTK.Widget) {
        self.rows = rows
        self.anchor = anchor
        menu.addCSSClass("menu")
        // The revealed actions stay until used, swiped back or clicked away.
        revealed.hasArrow = false
        revealed.connect(.closed) { [weak self] _ in self?.revealedRow = nil }
        menu.connect(.closed) { [weak self] _ in self?.returnFocusToMenuRow() }
        let listView = rows.locator.listView
        click.connect(.pressed) { [weak self] gesture, event in
            guard let self else { return }
            self.concealActions()
            guard gesture.currentButton == 3,
                  let row = self.rows.locator.row(atX: event.x, y: event.y)
            else { return }
            self.showMenu(for: row, at: (event.x, event.y))
        }
        click.add(to: listView)
        shortcuts.addShortcut("Delete") { [weak self] in self?.runDestructiveActions() ?? false }
        shortcuts.addShortcut("KP_Delete") { [weak self] in self?.runDestructiveActions() ?? false }
        for accelerator in ["Menu", "<Shift>F10"] {
            shortcuts.addShortcut(accelerator) { [weak self] in self?.showMenuForFocusedRow() ?? false }
        }
        shortcuts.add(to: listView)
        swipes = ListSwipeGestures(
            listView: listView,
            swipeableRow: { [weak self] x, y in
                guard let self, let row = self.rows.locator.row(atX: x, y: y), !self.actions(for: row.id).all.isEmpty
                else { return nil }
                return row.id
            },
            revealed: revealed, revealedRow: { [weak self] in self?.revealedRow?.id },
            handle: { [weak self] id, request in self?.swiped(id, request) },
            concealAll: { [weak self] in self?.concealActions() })
    }

    /// Removes the controllers from the list view and releases their handlers.
    func tearDown() {
        let listView = rows.locator.listView
        click.remove(from: listView)
        click.disconnectAllHandlers()
        shortcuts.remove(from: listView)
        revealed.disconnectAllHandlers()
        menu.disconnectAllHandlers()
        swipes?.tearDown()
        swipes = nil
    }

    /// The actions the row `id` offers now.
    func actions(for id: AnyHashable) -> ListRowActionSet {
        var declared: [SwipeActions] = []
        var named: [ListRowAction] = []
        if let row = rows.locator.row(id: id) {
            for (_, trait) in ListRowTraits.traits(in: row.cell.widget.borrowed) {
                switch trait {
                case .swipeActions(let actions): declared.append(actions)
                case .accessibilityAction(let title, let run): named.append(ListRowAction(title: title, run: run))
                default: break
                }
            }
        } else if let view = rows.row(id)?.makeView() {
            // A row without views: what its view value declares (named actions need views).
            declared = SwipeActions.declared(in: view)
        }
        return ListRowActionSet(declared, menuOnly: named, hasOnDelete: rows.row(id)?.origin?.onDelete != nil)
    }

    // MARK: Running

    /// Runs `action` for the item `id`, unless the item is gone.
    private func run(_ action: ListRowAction, for id: AnyHashable) {
        guard rows.row(id) != nil, !action.isDisabled else { return }
        if let run = action.run { run() } else { deleteThroughOnDelete([id]) }
    }

    /// The Delete key: the first destructive action of each selected row, or of the row
    /// with the focus.
    private func runDestructiveActions() -> Bool {
        var ids = rows.selectedIDs()
        if ids.isEmpty, let focused = rows.locator.focusedRow?.id { ids = [focused] }
        var onDelete: Set<AnyHashable> = []
        var others: [@MainActor () -> Void] = []
        for id in ids {
            guard let action = actions(for: id).destructive else { continue }
            if let run = action.run { others.append(run) } else { onDelete.insert(id) }
        }
        // Offsets first, while they still describe the data; the other actions go by item.
        let deleted = deleteThroughOnDelete(onDelete)
        others.forEach { $0() }
        return deleted || !others.isEmpty
    }

    /// Calls the `onDelete` action of each row's `ForEach` with the rows' offsets.
    @discardableResult
    private func deleteThroughOnDelete(_ ids: Set<AnyHashable>) -> Bool {
        var groups: [[Int]: (action: (IndexSet) -> Void, offsets: IndexSet)] = [:]
        var order: [[Int]] = []
        for id in ids {
            guard let origin = rows.row(id)?.origin, let action = origin.onDelete else { continue }
            // One call per ForEach, with the offsets of all its deleted rows.
            if groups[origin.forEach] == nil {
                order.append(origin.forEach)
                groups[origin.forEach] = (action, [])
            }
            groups[origin.forEach]?.offsets.insert(origin.offset)
        }
        for key in order { if let group = groups[key] { group.action(group.offsets) } }
        return !order.isEmpty
    }

    // MARK: The context menu

    private func showMenuForFocusedRow() -> Bool {
        guard let row = rows.locator.focusedRow else { return false }
        let extent = rows.locator.verticalExtent(of: row)
        return showMenu(for: row, at: (24, extent.top + extent.height / 2))
    }

    /// Shows the row's actions in a menu pointing at `point` of the list view.
    @discardableResult
    private func showMenu(for row: ListRowLocator.Row, at point: (x: Double, y: Double)) -> Bool {
        let actions = actions(for: row.id).all
        guard !actions.isEmpty else { return false }
        let column = GTK.Box(.vertical)
        column.setChildren(actions.map { button(for: $0, of: row.id, in: menu, showsIcon: false) })
        menu.child = column
        menuRowID = row.id
        menu.popup(pointingAt: rows.locator.listView.borrowed.convert(point, to: anchor.borrowed) ?? (0, 0))
        return true
    }

    /// A button that closes `popover` and runs `action` for the item `id`.
    private func button(for action: ListRowAction, of id: AnyHashable, in popover: GTK.Popover, showsIcon: Bool) -> GTK.Button {
        let button = GTK.Button()
        let title = GTK.Label(action.title)
        button.setAccessibleProperty(.label, to: action.title)
        if showsIcon, let iconName = action.iconName {
            let content = GTK.Box(.horizontal, spacing: 6)
            let icon = GTK.Image()
            icon.iconName = iconName
            content.setChildren([icon, title])
            button.child = content
        } else {
            title.horizontalAlign = .start
            button.child = title
        }
        if popover == menu { button.addCSSClass("flat") }
        if action.isDestructive { button.addCSSClass(ButtonRole.destructiveClass) }
        button.isSensitive = !action.isDisabled
        button.connect(.clicked) { [weak self, weak popover] _ in
            popover?.popdown()
            guard let self else { return }
            self.run(action, for: id)
            if popover == self.menu {
                // The action may have changed or removed the row: once the list shows
                // that, the focus goes back to the row, or to the list where it was.
                UpdateScheduler.shared.flush()
                self.returnFocusToMenuRow()
            }
        }
        return button
    }

    /// Gives the keyboard focus back to the row the menu was opened for, or to the list
    /// (GTK focuses the row at that position) when the row is gone — not to whatever
    /// widget comes first in the window.
    private func returnFocusToMenuRow() {
        guard let id = menuRowID else { return }
        if let row = rows.locator.row(id: id), row.widget.grabOwnFocus() { return }
        rows.locator.listView.grabOwnFocus()
    }

    // MARK: Swiping

    /// Hides revealed actions.
    func concealActions() {
        if revealedRow != nil { revealed.popdown() }
    }

    /// The rows changed: revealed actions of a row that is gone are hidden.
    func rowsDidChange() {
        if let revealedRow, rows.row(revealedRow.id) == nil { revealed.popdown() }
    }

    private func swiped(_ id: AnyHashable, _ request: ListSwipeGestures.Request) {
        switch request {
        case .reveal(let edge):
            reveal(edge, of: id)
        case .conceal:
            if revealedRow?.id == id { revealed.popdown() }
        case .fullSwipe(let edge):
            guard let action = actions(for: id).fullSwipeAction(at: edge) else { return }
            revealed.popdown()
            run(action, for: id)
        }
    }

    /// Shows the row's actions at `edge` beside it, over that end of the row.
    private func reveal(_ edge: HorizontalEdge, of id: AnyHashable) {
        guard let row = rows.locator.row(id: id) else { return }
        let actions = actions(for: id)[edge]
        guard !actions.isEmpty else { return }
        let strip = GTK.Box(.horizontal, spacing: 6)
        strip.setChildren(actions.map { button(for: $0, of: id, in: revealed, showsIcon: true) })
        revealed.child = strip
        guard let bounds = row.widget.borrowed.bounds(in: anchor.borrowed) else { return }
        let atRight = (edge == .trailing) != anchor.isRightToLeft
        let edgeLine = GTK.Rect(x: atRight ? bounds.maxX - 1 : bounds.x, y: bounds.y, width: 1, height: bounds.height)
        revealedRow = (id, edge)
        revealed.popup(pointingAt: edgeLine, side: atRight ? .left : .right)
    }
}

extension Signal where Emitter == GTK.Popover, Arguments == Void, Result == Void {
    /// `closed`: the popover was hidden.
    public static var closed: Self { Self("closed") }
}
