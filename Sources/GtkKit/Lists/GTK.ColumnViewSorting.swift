import CGtk
import CGtkShim

extension GTK {
    /// A `GtkSorter`: here, the one a ``ColumnView`` changes when a sortable column's header
    /// is clicked.
    public final class Sorter: ObjectHandle {
        public override class var gType: GType { gtk_sorter_get_type() }
    }
}

extension GTK.ColumnView {
    /// The sorter the column headers change: its `changed` signal says a header was clicked
    /// (or ``sort(by:descending:)`` was called).
    public var sorter: GTK.Sorter? {
        gtk_column_view_get_sorter(opaquePointer).map { GTK.Sorter(retaining: UnsafeMutableRawPointer($0)) }
    }

    /// Which of `columns` the header arrow is on, and whether it points down; nil when no
    /// column sorts. Only columns made sortable with ``GTK/ColumnViewColumn/sortsByHeader``
    /// are told.
    public func primarySortColumn(among columns: [GTK.ColumnViewColumn]) -> (index: Int, descending: Bool)? {
        var descending: gboolean = 0
        guard let column = gtkui_column_view_primary_sort_column(opaquePointer, &descending) else { return nil }
        let pointer = UnsafeMutableRawPointer(column)
        guard let index = columns.firstIndex(where: { UnsafeMutableRawPointer($0.objectPointer) == pointer }) else { return nil }
        return (index, descending != 0)
    }

    /// Puts the header arrow on `column` (ascending or `descending`), or on no column.
    /// The rows are not reordered: whoever owns them sorts them.
    public func sort(by column: GTK.ColumnViewColumn?, descending: Bool) {
        SetterCounter.count()
        gtk_column_view_sort_by_column(opaquePointer, column?.opaquePointer, descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
    }
}

extension GTK.ColumnViewColumn {
    /// Whether clicking the column's header sorts by it (GTK shows the arrow; the rows'
    /// owner reorders them, told by the view's ``GTK/ColumnView/sorter``).
    public var sortsByHeader: Bool {
        get { gtk_column_view_column_get_sorter(opaquePointer) != nil }
        set {
            guard newValue != sortsByHeader else { return }
            SetterCounter.count()
            if newValue {
                let sorter = gtkui_column_probe_sorter_new(opaquePointer)
                gtk_column_view_column_set_sorter(opaquePointer, sorter)
                g_object_unref(sorter)
            } else {
                gtk_column_view_column_set_sorter(opaquePointer, nil)
            }
        }
    }
}

extension Signal where Emitter == GTK.Sorter, Arguments == Void, Result == Void {
    /// `changed`: the sorter sorts differently (a column header was clicked).
    public static var changed: Self { Self("changed") }
}
