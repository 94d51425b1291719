/// Makes and binds the rows of a `GtkListView` fed by a ``ListDataSource``: a
/// `GtkSignalListItemFactory` whose rows are ``ListCell``s hosting declarative content.
///
/// ```swift
/// let factory = ListItemFactory(dataSource) { cell, row in
///     guard case .item(let dayID) = row else { return }
///     cell.contentConfiguration = HostingConfiguration { DayCell(day: store.day(dayID)) }
/// }
/// let list = ScrolledListView(dataSource, factory: factory)
/// ```
///
/// GTK makes a row widget only for the rows on screen (and a few more), whatever the
/// number of items, and rebinds them as the list scrolls. `configure` runs on each bind (for
/// rows bound in a burst beyond what the list can show, later: when the row is laid out or
/// the main loop is idle — see ``waitingRowCount``) and when a snapshot reconfigures the
/// item; it must read everything it shows through the row ID, never through a position.
/// Header rows (when the data source shows section headers) cannot be selected or activated.
@MainActor
public final class ListItemFactory<SectionID: Hashable, ItemID: Hashable>: ListCellOwner {
    public typealias RowID = ListRowID<SectionID, ItemID>

    /// The `GtkSignalListItemFactory`, for a `GTK.ListView`.
    public let handle = GTK.SignalListItemFactory()
    private let dataSource: ListDataSource<SectionID, ItemID>
    private let configureRow: @MainActor (ListCell, RowID) -> Void
    private var cells: [UnsafeMutableRawPointer: ListCell] = [:]
    /// The row each row widget (by its `GtkListItem`) was last bound to, so a bind to
    /// another row tells its cell to make identity-bound state anew.
    private var lastRows: [UnsafeMutableRawPointer: RowID] = [:]
    /// Takes the keyboard past header rows, once ``skipsHeaderRows(in:)`` named the list view.
    private var headerNavigation: ListKeyboardNavigation?
    /// How many times a row was bound, for tests and benchmarks.
    public private(set) var bindCount = 0
    /// Which bound rows configure at once and which wait until shown or idle.
    private let queue = RowConfigurationQueue()

    /// The number of bound rows waiting for their configuration: rows GTK made off screen
    /// in a burst of binds, configured when shown or when the main loop is idle.
    public var waitingRowCount: Int { queue.waitingCount }

    /// The `GtkListItemFactory`, for C code: `gtk_list_view_new` or `gtk_list_view_set_factory`.
    public var factoryPointer: OpaquePointer { handle.opaquePointer }

    /// The number of row widgets made and not yet torn down.
    public var cellCount: Int { cells.count }

    /// A factory for rows of `dataSource`'s model, configured by `configure`.
    public init(
        _ dataSource: ListDataSource<SectionID, ItemID>,
        configure: @escaping @MainActor (ListCell, RowID) -> Void
    ) {
        self.dataSource = dataSource
        configureRow = configure
        handle.connectArguments(of: .setup) { [weak self] item in self?.setUp(item) }
        handle.connectArguments(of: .bind) { [weak self] item in self?.bind(item) }
        handle.connectArguments(of: .unbind) { [weak self] item in self?.unbind(item) }
        handle.connectArguments(of: .teardown) { [weak self] item in self?.tearDown(item) }
        dataSource.addOwner(self)
    }

    isolated deinit {
        queue.cancel()
        headerNavigation?.tearDown()
        for cell in cells.values { cell.tearDown() }
        handle.disconnectAllHandlers()
    }

    var boundCells: [ListCell] { cells.values.filter(\.isBound) }

    /// The cell GTK shows for the row `id`, if it is bound now; configured, if it was
    /// waiting for that (see ``waitingRowCount``).
    public func cell(for id: RowID) -> ListCell? {
        guard let cell = cells.values.first(where: { row(of: $0) == id }) else { return nil }
        queue.configureWaiting(cell)
        return cell
    }

    /// The row `cell` shows, read from the item GTK bound it to.
    private func row(of cell: ListCell) -> RowID? {
        guard cell.isBound else { return nil }
        return RowItem.id(of: cell.listItem.itemPointer, as: RowID.self)
    }

    func rowID(of cell: ListCell) -> AnyHashable? {
        row(of: cell).map { AnyHashable($0) }
    }

    /// Lets the arrow keys, Home and End in `listView` — the `GtkListView` showing this
    /// factory's rows — move past header rows to the nearest item, selecting it as GTK
    /// would. (GTK 4.8 stops the focus at a row that cannot be selected.) Needed only when
    /// the data source shows section headers; the factory keeps a reference to the view.
    public func skipsHeaderRows(in view: GTK.ListView) {
        headerNavigation?.tearDown()
        headerNavigation = ListKeyboardNavigation(
            listView: view,
            rowCount: { [weak self] in self?.dataSource.rowCount ?? 0 },
            isHeader: { [weak self] position in self?.dataSource.rowIdentifier(at: position)?.isItem == false },
            focusedPosition: { [weak self] in
                guard let self, let host = view.focusedRowWidget?.firstChild,
                      let cell = cells.values.first(where: { $0.widget.borrowed == host }),
                      let id = self.row(of: cell)
                else { return nil }
                return dataSource.position(ofRow: id)
            },
            rowWidget: { [weak self] position in
                guard let self, let id = dataSource.rowIdentifier(at: position) else { return nil }
                return cell(for: id)?.widget.parent
            })
    }

    private func setUp(_ item: UnsafeMutableRawPointer?) {
        guard let item else { return }
        let cell = ListCell(listItem: GTK.ListItem(retaining: item))
        cell.owner = self
        cells[item] = cell
        cell.listItem.child = cell.widget
    }

    private func bind(_ item: UnsafeMutableRawPointer?) {
        guard let item, let cell = cells[item] else { return }
        bindCount += 1
        guard let id = RowItem.id(of: cell.listItem.itemPointer, as: RowID.self) else { return }
        let isItem = id.isItem
        cell.setSelectable(isItem)
        cell.showsSeparator = isItem
        // GTK puts the cell in its row widget after setup: style the row at the first bind.
        if !cell.drawsRowSeparator, let row = cell.widget.parent {
            row.addCSSClass(ListRowSeparator.rowClass)
            cell.drawsRowSeparator = true
        }
        cell.applyAccessibilityLabel()
        cell.isBound = true
        if let previous = lastRows.updateValue(id, forKey: item), previous == id {
            // Bound again to the row its content shows.
        } else {
            cell.showsAnotherRow = true
        }
        if queue.configuresNow(cell) {
            configure(cell, id)
            queue.didConfigure(cell)
        } else {
            queue.enqueue(cell)
        }
    }

    /// Runs the configure handler for the row `cell` shows, then its state handler.
    func configure(_ cell: ListCell) {
        guard let id = row(of: cell) else { return }
        configure(cell, id)
    }

    private func configure(_ cell: ListCell, _ id: RowID) {
        if cell.awaitsConfiguration { queue.configureWaiting(cell); return }
        configureRow(cell, id)
        cell.updateState(always: true)
    }

    private func unbind(_ item: UnsafeMutableRawPointer?) {
        guard let item, let cell = cells[item] else { return }
        cell.isBound = false
    }

    private func tearDown(_ item: UnsafeMutableRawPointer?) {
        guard let item, let cell = cells.removeValue(forKey: item) else { return }
        lastRows[item] = nil
        queue.remove(cell)
        cell.tearDown()
        cell.listItem.child = nil
    }
}
