import CGtk

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

    let listView: GTK.Widget
    let factory: ListItemFactory<Int, AnyHashable>

    /// The row under a point of the list view.
    func row(atX x: Double, y: Double) -> Row? {
        guard var picked = gtk_widget_pick(listView.widgetPointer, x, y, GTK_PICK_DEFAULT) else { return nil }
        // Up to the row widget: the list view's child.
        while let parent = gtk_widget_get_parent(picked), parent != listView.widgetPointer {
            picked = parent
        }
        guard gtk_widget_get_parent(picked) == listView.widgetPointer else { return nil }
        return row(widget: picked)
    }

    /// The row whose widget has the keyboard focus (or contains it).
    var focusedRow: Row? {
        ListKeyboardNavigation.focusedRowWidget(in: listView).flatMap(row(widget:))
    }

    /// The row showing `id`, if GTK has bound one.
    func row(id: AnyHashable) -> Row? {
        guard let cell = factory.cell(for: .item(id)), let widget = cell.widget.parent else { return nil }
        return Row(id: id, cell: cell, widget: widget)
    }

    /// The row's top and height in the list view's coordinates.
    func verticalExtent(of row: Row) -> (top: Double, height: Double) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row.widget.widgetPointer, listView.widgetPointer, &bounds) != 0 else {
            return (0, 0)
        }
        return (Double(bounds.origin.y), Double(bounds.size.height))
    }

    /// The bound row whose row widget is `widget`.
    private func row(widget: UnsafeMutablePointer<GtkWidget>) -> Row? {
        guard let host = gtk_widget_get_first_child(widget) else { return nil }
        for cell in factory.boundCells where cell.widget.widgetPointer == host {
            guard let id = (cell.rowID?.base as? ListRowID<Int, AnyHashable>)?.itemID else { return nil }
            return Row(id: id, cell: cell, widget: GTK.Widget(retaining: widget))
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
