/// The GTK side of a ``Table``: its column view over one (empty) string per row, the
/// columns' cells, and the selection and sort order kept in step with the table's bindings.
@MainActor
public final class TableCoordinator<Value: Identifiable> {
    /// How many rows can be selected.
    enum Selecting { case single, multiple }

    /// One (empty) string per row: the model GTK counts the rows by.
    let positions = GTK.StringList()
    let view: GTK.ColumnView
    private let selectionModel: GTK.SelectionModel
    private let sorter: GTK.Sorter?
    private(set) var rows: [Value] = []
    private(set) var columns: [TableColumnCells<Value>] = []
    /// Each column's sort comparator (nil for a column that does not sort).
    private var comparators: [Any?] = []
    private var selection: ListController.Selection?
    private var sortOrder: TableSortOrder?
    /// Set while the coordinator itself changes the selection or the header arrow, so that
    /// GTK's signals of that change are not taken for the user's.
    private var isSyncing = false

    init(selecting: Selecting?) {
        switch selecting {
        case nil: selectionModel = GTK.NoSelection(model: positions.listModel)
        case .single: selectionModel = GTK.SingleSelection(model: positions.listModel)
        case .multiple: selectionModel = GTK.MultiSelection(model: positions.listModel)
        }
        view = GTK.ColumnView(selection: selectionModel)
        sorter = view.sorter
        if selecting != nil {
            selectionModel.connect(.selectionChanged) { [weak self] _, _ in self?.selectionDidChange() }
        }
        sorter?.connect(.changed) { [weak self] _ in self?.headerSortDidChange() }
    }

    /// Shows `rows` in `columns`, and the bindings' selection and sort order.
    func update(
        rows: [Value], columns specs: [_TableColumnSpec<Value>], environment: EnvironmentValues,
        selection: ListController.Selection?, sortOrder: TableSortOrder?
    ) {
        self.rows = rows
        self.selection = selection
        self.sortOrder = sortOrder
        comparators = specs.map(\.comparator)
        if columns.map(\.column.title) != specs.map(\.title) {
            for cells in columns { view.removeColumn(cells.column) }
            columns = specs.map { spec in
                TableColumnCells(title: spec.title, environment: environment, cell: spec.cell) { [weak self] in
                    self?.rows ?? []
                }
            }
            for cells in columns { view.appendColumn(cells.column) }
        }
        for (index, (cells, spec)) in zip(columns, specs).enumerated() {
            cells.cell = spec.cell
            cells.environment = environment
            let width = spec.width.map { Int($0.rounded()) } ?? -1
            if cells.column.fixedWidth != width { cells.column.fixedWidth = width }
            // The last column takes the width left over, as SwiftUI's tables do.
            let expands = index == columns.count - 1
            if cells.column.expands != expands { cells.column.expands = expands }
            cells.column.sortsByHeader = sortOrder != nil && spec.comparator != nil
        }
        let count = positions.listModel.count
        if count != rows.count {
            positions.splice(at: 0, removing: count, with: Array(repeating: "", count: rows.count))
        }
        for cells in columns { cells.refresh() }
        selectFromBinding()
        showSortOrder()
    }

    /// Takes the columns out, with their cells.
    func tearDown() {
        selectionModel.disconnectAllHandlers()
        sorter?.disconnectAllHandlers()
        for cells in columns { view.removeColumn(cells.column) }
        columns = []
    }

    // MARK: Selection

    private var selectedIDs: Set<AnyHashable> {
        Set(selectionModel.selectedPositions.compactMap { rows.indices.contains($0) ? AnyHashable(rows[$0].id) : nil })
    }

    private func selectionDidChange() {
        guard !isSyncing else { return }
        selection?.select(selectedIDs)
    }

    private func selectFromBinding() {
        guard let selection else { return }
        let wanted = selection.selected()
        guard wanted != selectedIDs else { return }
        isSyncing = true
        defer { isSyncing = false }
        // One by one: GTK 4.8's single selection does not implement unselect_all.
        for position in selectionModel.selectedPositions { selectionModel.unselect(position) }
        for (position, row) in rows.enumerated() where wanted.contains(AnyHashable(row.id)) {
            selectionModel.select(position)
        }
    }

    // MARK: Sort order

    /// A header was clicked: its column's comparator goes first in the binding.
    private func headerSortDidChange() {
        guard !isSyncing, let sortOrder,
              let (index, descending) = view.primarySortColumn(among: columns.map(\.column)),
              comparators.indices.contains(index), let comparator = comparators[index]
        else { return }
        sortOrder.sort(comparator, descending)
    }

    /// Puts the header arrow on the column whose comparator the binding has first.
    private func showSortOrder() {
        guard let sortOrder else { return }
        let wanted = sortOrder.primary(comparators)
        let shown = view.primarySortColumn(among: columns.map(\.column))
        guard wanted?.index != shown?.index || wanted?.reversed != shown?.descending else { return }
        isSyncing = true
        defer { isSyncing = false }
        view.sort(by: wanted.map { columns[$0.index].column }, descending: wanted?.reversed ?? false)
    }
}
