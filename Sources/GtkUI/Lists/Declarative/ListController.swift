import Foundation

/// The GTK side of a declarative ``List``: a ``ScrolledListView`` over a ``ListDataSource``
/// of row IDs, with rows made by a ``ListItemFactory`` that hosts each row's view; plus the rows' actions (`ListRowActions`)
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
    private let listView: GTK.ListView
    private let selectionModel: GTK.SelectionModel
    private var rows: [AnyHashable: ListRow] = [:]
    private var environment = EnvironmentValues()
    private var environmentVersion = 0
    private var selection: Selection?
    private var styleClasses: [String] = []
    private let locator: ListRowLocator
    private var reorder: ListReorder?
    private var actions: ListRowActions?
    private var navigation: ListKeyboardNavigation?
    private var activation: SignalConnection?

    init(multipleSelection: Bool) {
        let configurator = CellConfigurator()
        factory = ListItemFactory(dataSource) { cell, row in configurator.controller?.configure(cell, row) }
        let list = ScrolledListView(dataSource, factory: factory, selection: multipleSelection ? .multiple : .single)
        listView = list.listView
        selectionModel = list.selection
        let scrolled = list.scrolledWindow
        // A list takes the space it is offered, as in SwiftUI.
        widget.expandsVertically = true
        widget.expandsHorizontally = true
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

        selectionModel.connect(.selectionChanged) { [weak self] _, _ in self?.selectionDidChange() }
        // Return on a row that holds a text field starts editing it, as a macOS List does;
        // on a row that is a NavigationLink it follows the link.
        activation = listView.connect(.activate) { [weak self] _, position in
            guard let self, let id = self.dataSource.itemIdentifier(at: Int(position)),
                  let row = self.locator.row(id: id)?.widget
            else { return }
            if !row.focusFirstEditableText() { NavigationLinkActivation.activateLink(in: row) }
        }
        ScrollTarget.records.attach(ListScrollTarget(self), to: widget)
    }

    /// Scrolls to the row `id`, if the list has it; returns whether it does.
    func scroll(to id: AnyHashable) -> Bool {
        guard let position = dataSource.position(of: id) else { return false }
        listView.scrollToItem(at: position)
        return true
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
        if listView.showsSeparators != style.separators { listView.showsSeparators = style.separators }
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
        if let activation { listView.disconnect(activation) }
        activation = nil
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
        cell.readRootViewAsRow()
    }

    // MARK: Selection

    /// The selected positions.
    private var selectedPositions: [Int] { selectionModel.selectedPositions }

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
            for position in headers { selectionModel.unselect(position) }
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
        for position in selectedPositions { selectionModel.unselect(position) }
        for id in wanted {
            guard let position = dataSource.position(of: id) else { continue }
            selectionModel.select(position)
        }
    }
}

/// How a ``ScrollViewProxy`` reaches a list's rows.
private final class ListScrollTarget: ScrollTarget {
    private weak var controller: ListController?

    init(_ controller: ListController) { self.controller = controller }

    override func scroll(to id: AnyHashable) -> Bool {
        controller?.scroll(to: id) ?? false
    }
}

/// Lets the factory, made before its controller, reach it.
@MainActor
private final class CellConfigurator {
    weak var controller: ListController?
}
