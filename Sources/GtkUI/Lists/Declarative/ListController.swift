import CGtk
import Foundation

/// The GTK side of a declarative ``List``: a `GtkListView` in a scrolled window over a
/// ``ListDataSource`` of row IDs and a selection model, with rows made by a
/// ``ListItemFactory`` that hosts each row's view; plus the Delete key and a row context
/// menu for rows that can be deleted, and drag and drop for rows that can be moved.
@MainActor
public final class ListController {
    /// A selection binding, with its values as row IDs.
    struct Selection {
        let selected: () -> Set<AnyHashable>
        let select: (Set<AnyHashable>) -> Void
    }

    /// The list's widget: a bin holding the scrolled list (and the context menu).
    let widget = GTK.Bin()
    private let dataSource = ListDataSource<Int, AnyHashable>()
    private let factory: ListItemFactory<Int, AnyHashable>
    private let listView: GTK.Widget
    private let selectionModel: ObjectHandle
    private let shortcuts = GTK.ShortcutController()
    private let menuGesture = GTK.GestureClick(button: 3)
    private let menu = GTK.Popover()
    private var rows: [AnyHashable: ListRow] = [:]
    private var environment = EnvironmentValues()
    private var environmentVersion = 0
    private var selection: Selection?
    private var styleClasses: [String] = []
    /// The row the context menu is open for.
    private var menuRow: AnyHashable?
    private let locator: ListRowLocator
    private var reorder: ListReorder?

    init(multipleSelection: Bool) {
        let configurator = CellConfigurator()
        factory = ListItemFactory(dataSource) { cell, row in configurator.controller?.configure(cell, row) }
        let model = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(dataSource.modelPointer)))
        let selectionPointer: UnsafeMutableRawPointer?
        if multipleSelection {
            selectionPointer = gtk_multi_selection_new(model).map { UnsafeMutableRawPointer($0) }
        } else {
            let single = gtk_single_selection_new(model)
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            selectionPointer = single.map { UnsafeMutableRawPointer($0) }
        }
        guard let selectionPointer else { preconditionFailure("GtkUI: GTK made no selection model") }
        selectionModel = ObjectHandle(adopting: selectionPointer)
        let factoryReference = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(factory.factoryPointer)))
        listView = GTK.Widget(retaining: GTK.Widget.construct {
            gtk_list_view_new(OpaquePointer(g_object_ref(selectionPointer)), factoryReference)
        })
        let scrolled = GTK.Widget(retaining: GTK.Widget.construct { gtk_scrolled_window_new() })
        gtk_scrolled_window_set_child(scrolled.opaquePointer, listView.widgetPointer)
        // A list takes the space it is offered, as in SwiftUI.
        for fills in [scrolled, widget] {
            fills.expandsVertically = true
            fills.expandsHorizontally = true
        }
        menu.addCSSClass("menu")
        widget.setChildren([scrolled, menu])
        locator = ListRowLocator(listView: listView, factory: factory)
        configurator.controller = self
        reorder = ListReorder(ListReorder.Rows(
            locator: locator,
            row: { [weak self] id in self?.rows[id] },
            selectedIDs: { [weak self] in self?.selectedIDs ?? [] }))

        selectionModel.connect(Self.selectionChanged) { [weak self] _, _ in self?.selectionDidChange() }
        shortcuts.addShortcut("Delete") { [weak self] in self?.deleteFocusedRows() ?? false }
        shortcuts.add(to: listView)
        menuGesture.connect(.pressed) { [weak self] _, event in self?.showMenu(at: event) }
        menuGesture.add(to: listView)
    }

    /// Shows `rows`, in the style and environment given, selecting what `selection` says.
    func update(rows newRows: [ListRow], environment: EnvironmentValues, styleClasses: [String], selection: Selection?) {
        self.environment = environment
        environmentVersion += 1
        self.selection = selection
        if styleClasses != self.styleClasses {
            self.styleClasses.forEach(listView.removeCSSClass)
            styleClasses.forEach(listView.addCSSClass)
            self.styleClasses = styleClasses
        }
        var snapshot = ListSnapshot<Int, AnyHashable>()
        snapshot.appendSections([0])
        snapshot.appendItems(newRows.map(\.id))
        guard snapshot.problem == nil else {
            Diagnostics.report("GtkUI: a List shows the previous rows: \(snapshot.problem.map { "\($0)" } ?? "")")
            return
        }
        rows = Dictionary(newRows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        try? dataSource.apply(snapshot)
        // Rows that stay show their latest views, in place.
        for cell in factory.boundCells { cell.reconfigure() }
        selectFromBinding()
    }

    /// Dismantles the rows' views and disconnects the list.
    func tearDown() {
        selectionModel.disconnectAllHandlers()
        shortcuts.remove(from: listView)
        menuGesture.remove(from: listView)
        menuGesture.disconnectAllHandlers()
        reorder?.tearDown()
        reorder = nil
        widget.setChildren([])
    }

    // MARK: Rows

    private func configure(_ cell: ListCell, _ row: ListRowID<Int, AnyHashable>) {
        guard let id = row.itemID, let description = rows[id] else { return }
        cell.setEnvironment(environment, version: environmentVersion)
        cell.setSelectable(description.kind == .content)
        let view = description.makeView()
        cell.contentConfiguration = HostingConfiguration { AnyView(view) }
    }

    // MARK: Selection

    private static var selectionChanged: Signal<ObjectHandle, Void, Void> { Signal("selection-changed") }

    /// The selected positions, from GTK's selection bitset.
    private var selectedPositions: [Int] {
        guard let bitset = gtk_selection_model_get_selection(selectionModel.opaquePointer) else { return [] }
        defer { gtk_bitset_unref(bitset) }
        var positions: [Int] = []
        var iter = GtkBitsetIter()
        var value: guint = 0
        var more = gtk_bitset_iter_init_first(&iter, bitset, &value) != 0
        while more {
            positions.append(Int(value))
            more = gtk_bitset_iter_next(&iter, &value) != 0
        }
        return positions
    }

    private var selectedIDs: Set<AnyHashable> {
        Set(selectedPositions.compactMap { dataSource.itemIdentifier(at: $0) })
    }

    private var isSelecting = false

    private func selectionDidChange() {
        guard !isSelecting, let selection else { return }
        selection.select(selectedIDs)
    }

    private func selectFromBinding() {
        guard let selection else { return }
        let wanted = selection.selected()
        guard wanted != selectedIDs else { return }
        isSelecting = true
        defer { isSelecting = false }
        // One by one: GTK 4.8's single selection does not implement unselect_all.
        for position in selectedPositions {
            gtk_selection_model_unselect_item(selectionModel.opaquePointer, guint(position))
        }
        for id in wanted {
            guard let position = dataSource.position(of: id) else { continue }
            gtk_selection_model_select_item(selectionModel.opaquePointer, guint(position), 0)
        }
    }

    // MARK: Deleting

    /// The Delete key: deletes the selected rows, or the row with the focus.
    private func deleteFocusedRows() -> Bool {
        var ids = selectedIDs
        if ids.isEmpty, let focused = locator.focusedRow?.id { ids = [focused] }
        return delete(ids)
    }

    /// Calls the `onDelete` action of each row's `ForEach` with the rows' offsets.
    @discardableResult
    private func delete(_ ids: Set<AnyHashable>) -> Bool {
        var offsets: [[Int]: (action: (IndexSet) -> Void, offsets: IndexSet)] = [:]
        var order: [[Int]] = []
        for id in ids {
            guard let origin = rows[id]?.origin, let action = origin.onDelete else { continue }
            // One call per ForEach, with the offsets of all its deleted rows.
            let key = origin.forEach
            if offsets[key] == nil { order.append(key); offsets[key] = (action, []) }
            offsets[key]?.offsets.insert(origin.offset)
        }
        for key in order { if let group = offsets[key] { group.action(group.offsets) } }
        return !order.isEmpty
    }

    // MARK: Context menu

    private func showMenu(at event: ClickEvent) {
        guard let id = locator.row(atX: event.x, y: event.y)?.id, rows[id]?.origin?.onDelete != nil else { return }
        menuRow = id
        let delete = GTK.Button(label: "Delete")
        delete.addCSSClass("flat")
        delete.addCSSClass(ButtonRole.destructiveClass)
        delete.connect(.clicked) { [weak self] _ in
            guard let self else { return }
            self.menu.popdown()
            if let row = self.menuRow { self.delete([row]) }
            self.menuRow = nil
        }
        menu.child = delete
        var x = 0.0, y = 0.0
        gtk_widget_translate_coordinates(listView.widgetPointer, widget.widgetPointer, event.x, event.y, &x, &y)
        menu.popup(pointingAt: (x, y))
    }

}

/// Lets the factory, made before its controller, reach it.
@MainActor
private final class CellConfigurator {
    weak var controller: ListController?
}
