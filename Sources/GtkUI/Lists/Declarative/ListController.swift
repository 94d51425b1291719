import CGtk
import Foundation

/// The GTK side of a declarative ``List``: a `GtkListView` in a scrolled window over a
/// ``ListDataSource`` of row IDs and a selection model, with rows made by a
/// ``ListItemFactory`` that hosts each row's view; plus the rows' actions (`ListRowActions`)
/// and reordering by drag and drop (`ListReorder`).
@MainActor
public final class ListController {
    /// A selection binding, with its values as row IDs.
    struct Selection {
        let selected: () -> Set<AnyHashable>
        let select: (Set<AnyHashable>) -> Void
    }

    /// The list's widget: a bin holding the scrolled list (and the popovers of the row actions).
    let widget = GTK.Bin()
    private let dataSource = ListDataSource<Int, AnyHashable>()
    private let factory: ListItemFactory<Int, AnyHashable>
    private let listView: GTK.Widget
    private let selectionModel: ObjectHandle
    private var rows: [AnyHashable: ListRow] = [:]
    private var environment = EnvironmentValues()
    private var environmentVersion = 0
    private var selection: Selection?
    private var styleClasses: [String] = []
    private let locator: ListRowLocator
    private var reorder: ListReorder?
    private var actions: ListRowActions?
    private var navigation: ListKeyboardNavigation?

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
        locator = ListRowLocator(listView: listView, factory: factory)
        configurator.controller = self
        let context = ListRowsContext(
            locator: locator, row: { [weak self] id in self?.rows[id] },
            selectedIDs: { [weak self] in self?.selectedIDs ?? [] })
        reorder = ListReorder(context)
        let actions = ListRowActions(context, anchor: widget)
        self.actions = actions
        widget.setChildren([scrolled, actions.menu, actions.revealed])
        let locator = locator
        navigation = ListKeyboardNavigation(
            listView: locator.listView,
            rowCount: { [weak self] in self?.dataSource.rowCount ?? 0 },
            isHeader: { [weak self] position in self?.isHeader(at: position) ?? true },
            focusedPosition: { [weak self] in
                locator.focusedRow.flatMap { self?.dataSource.position(of: $0.id) }
            },
            rowWidget: { [weak self] position in
                self?.dataSource.itemIdentifier(at: position).flatMap { locator.row(id: $0)?.widget }
            })

        selectionModel.connect(Self.selectionChanged) { [weak self] _, _ in self?.selectionDidChange() }
    }

    /// Shows `rows`, in the style (GTK style classes, separators) and environment given,
    /// selecting what `selection` says.
    func update(
        rows newRows: [ListRow], environment: EnvironmentValues,
        style: (classes: [String], separators: Bool), selection: Selection?
    ) {
        self.environment = environment
        environmentVersion += 1
        self.selection = selection
        if style.classes != styleClasses {
            styleClasses.forEach(listView.removeCSSClass)
            style.classes.forEach(listView.addCSSClass)
            styleClasses = style.classes
        }
        if (gtk_list_view_get_show_separators(listView.opaquePointer) != 0) != style.separators {
            gtk_list_view_set_show_separators(listView.opaquePointer, style.separators ? 1 : 0)
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
        actions?.rowsDidChange()
        // Rows that stay show their latest views, in place.
        for cell in factory.boundCells { cell.reconfigure() }
        selectFromBinding()
    }

    /// Dismantles the rows' views and disconnects the list.
    func tearDown() {
        selectionModel.disconnectAllHandlers()
        reorder?.tearDown()
        reorder = nil
        actions?.tearDown()
        actions = nil
        navigation?.tearDown()
        navigation = nil
        widget.setChildren([])
    }

    // MARK: Rows

    private func configure(_ cell: ListCell, _ row: ListRowID<Int, AnyHashable>) {
        guard let id = row.itemID, let description = rows[id] else { return }
        cell.setEnvironment(environment, version: environmentVersion)
        cell.setSelectable(description.kind == .content)
        cell.showsSeparator = description.kind == .content
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

    /// Whether the row at `position` is a section's header or footer.
    private func isHeader(at position: Int) -> Bool {
        dataSource.itemIdentifier(at: position).flatMap { rows[$0]?.kind } != .content
    }

    private func selectionDidChange() {
        guard !isSelecting else { return }
        // A header is never selected, whatever selected it (Ctrl+A, a Shift range).
        let headers = selectedPositions.filter(isHeader(at:))
        if !headers.isEmpty {
            isSelecting = true
            for position in headers { gtk_selection_model_unselect_item(selectionModel.opaquePointer, guint(position)) }
            isSelecting = false
        }
        selection?.select(selectedIDs)
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
}

/// Lets the factory, made before its controller, reach it.
@MainActor
private final class CellConfigurator {
    weak var controller: ListController?
}
