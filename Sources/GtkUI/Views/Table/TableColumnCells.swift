/// The cells of one column of a ``Table``: a `GtkColumnViewColumn` whose factory hosts the
/// column's view of each row on screen, each cell a view tree of its own, rebuilt from the
/// row when GTK binds the cell to another row or the table updates.
@MainActor
final class TableColumnCells<RowValue> {
    let column: GTK.ColumnViewColumn
    private let factory = GTK.SignalListItemFactory()
    /// The view of a row's cell.
    var cell: @MainActor (RowValue) -> AnyView
    /// The rows, by position.
    private let rows: @MainActor () -> [RowValue]
    /// The environment the cells' views see.
    var environment: EnvironmentValues
    private var cells: [UnsafeMutableRawPointer: Cell] = [:]

    private final class Cell {
        let item: GTK.ListItem
        let graph: ViewGraph
        var isMounted = false
        var isBound = false

        init(item: GTK.ListItem, graph: ViewGraph) {
            self.item = item
            self.graph = graph
        }
    }

    init(
        title: String, environment: EnvironmentValues,
        cell: @escaping @MainActor (RowValue) -> AnyView, rows: @escaping @MainActor () -> [RowValue]
    ) {
        self.cell = cell
        self.rows = rows
        self.environment = environment
        column = GTK.ColumnViewColumn(title: title, factory: factory)
        factory.connectArguments(of: .setup) { [weak self] item in self?.setUp(item) }
        factory.connectArguments(of: .bind) { [weak self] item in self?.bind(item) }
        factory.connectArguments(of: .unbind) { [weak self] item in self?.unbind(item) }
        factory.connectArguments(of: .teardown) { [weak self] item in self?.tearDown(item) }
    }

    isolated deinit {
        factory.disconnectAllHandlers()
    }

    /// Shows each bound cell's row again (the rows or the column's view changed).
    func refresh() {
        for cell in cells.values where cell.isBound { show(cell) }
    }

    private func setUp(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        let item = GTK.ListItem(retaining: pointer)
        let (host, graph) = HostedGraph.make(environment: environment)
        // Cells line up at the leading edge, as in SwiftUI's tables.
        host.horizontalAlign = .start
        item.child = host
        cells[pointer] = Cell(item: item, graph: graph)
    }

    private func bind(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer, let cell = cells[pointer] else { return }
        cell.isBound = true
        show(cell)
    }

    private func show(_ cell: Cell) {
        let rows = rows()
        let position = cell.item.position
        guard rows.indices.contains(position) else { return }
        let view = self.cell(rows[position])
        if cell.isMounted {
            cell.graph.setRoot(view)
        } else {
            cell.graph.mount(view)
            cell.isMounted = true
        }
    }

    private func unbind(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        cells[pointer]?.isBound = false
    }

    private func tearDown(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer, let cell = cells.removeValue(forKey: pointer) else { return }
        // The host goes with the list item's child, and its views with it.
        cell.item.child = nil
    }
}
