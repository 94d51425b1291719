/// Finds the rows of a list view that are on screen: under a point, with the keyboard
/// focus, or by ID. Only rows GTK has bound have widgets; the row's ID comes from the row
/// itself, never from a position.
@MainActor
struct ListRowLocator {
    /// A bound row: its ID, its cell and GTK's row widget around the cell.
    struct Row {
        let id: AnyHashable
        let cell: ListCell
        let widget: GTK.Widget
    }

    let listView: GTK.ListView
    let factory: ListItemFactory<Int, AnyHashable>

    /// The row under a point of the list view.
    func row(atX x: Double, y: Double) -> Row? {
        listView.rowWidget(atX: x, y: y).flatMap(row(widget:))
    }

    /// The row whose widget has the keyboard focus (or contains it).
    var focusedRow: Row? {
        listView.focusedRowWidget.flatMap(row(widget:))
    }

    /// The row showing `id`, if GTK has bound one.
    func row(id: AnyHashable) -> Row? {
        guard let cell = factory.cell(for: .item(id)), let widget = cell.widget.parent else { return nil }
        return Row(id: id, cell: cell, widget: widget)
    }

    /// The row's top and height in the list view's coordinates.
    func verticalExtent(of row: Row) -> (top: Double, height: Double) {
        guard let bounds = row.widget.borrowed.bounds(in: listView.borrowed) else { return (0, 0) }
        return (bounds.y, bounds.height)
    }

    /// The bound row whose row widget is `widget`.
    private func row(widget: GTK.BorrowedWidget) -> Row? {
        guard let host = widget.firstChild else { return nil }
        for cell in factory.boundCells where cell.widget.borrowed == host {
            guard let id = (cell.rowID?.base as? ListRowID<Int, AnyHashable>)?.itemID else { return nil }
            return Row(id: id, cell: cell, widget: GTK.Widget(widget))
        }
        return nil
    }
}

/// What the parts of a ``List`` that act on rows (reordering, row actions) read from it:
/// the rows on screen, each row's description by ID, and the selected rows.
@MainActor
struct ListRowsContext {
    let locator: ListRowLocator
    let row: (AnyHashable) -> ListRow?
    let selectedIDs: () -> Set<AnyHashable>
}
