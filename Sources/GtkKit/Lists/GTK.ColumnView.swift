import CGtk

extension GTK {
    /// A `GtkColumnView`: a table whose rows come from a selection model and whose columns
    /// each make their cells with a factory; GTK makes cells only for the rows on screen.
    /// Screen readers get GTK's table roles: the view, its rows, its cells and the column
    /// headers (the columns' titles).
    public final class ColumnView: Widget {
        public override class var gType: GType { gtk_column_view_get_type() }

        /// A column view of `selection`'s items, without columns yet.
        public convenience init(selection: SelectionModel) {
            let model = OpaquePointer(g_object_ref(selection.objectPointer))
            self.init(retaining: Self.construct { gtk_column_view_new(model) })
        }

        /// Adds `column` after the others.
        public func appendColumn(_ column: ColumnViewColumn) {
            SetterCounter.count()
            gtk_column_view_append_column(opaquePointer, column.opaquePointer)
        }

        /// Takes `column` out of the view.
        public func removeColumn(_ column: ColumnViewColumn) {
            SetterCounter.count()
            gtk_column_view_remove_column(opaquePointer, column.opaquePointer)
        }

        /// `show-row-separators`: lines between the rows.
        public var showsRowSeparators: Bool {
            get { gtk_column_view_get_show_row_separators(opaquePointer) != 0 }
            set {
                SetterCounter.count()
                gtk_column_view_set_show_row_separators(opaquePointer, newValue ? 1 : 0)
            }
        }

        /// `reorderable`: whether the user can drag the columns into another order.
        public var allowsColumnReordering: Bool {
            get { gtk_column_view_get_reorderable(opaquePointer) != 0 }
            set {
                SetterCounter.count()
                gtk_column_view_set_reorderable(opaquePointer, newValue ? 1 : 0)
            }
        }
    }

    /// A `GtkColumnViewColumn`: one column of a ``ColumnView``, titled, its cells made by a
    /// factory.
    public final class ColumnViewColumn: ObjectHandle {
        public override class var gType: GType { gtk_column_view_column_get_type() }

        /// A column titled `title` whose cells `factory` makes.
        public convenience init(title: String, factory: SignalListItemFactory) {
            let factoryReference = OpaquePointer(g_object_ref(factory.objectPointer))
            self.init(adopting: Self.construct {
                gtk_column_view_column_new(title, factoryReference).map { UnsafeMutablePointer<GObject>($0) }
            })
        }

        /// The title in the column's header.
        public var title: String {
            get { gtk_column_view_column_get_title(opaquePointer).map { String(cString: $0) } ?? "" }
            set {
                SetterCounter.count()
                gtk_column_view_column_set_title(opaquePointer, newValue)
            }
        }

        /// `expand`: whether the column takes a share of extra width.
        public var expands: Bool {
            get { gtk_column_view_column_get_expand(opaquePointer) != 0 }
            set {
                SetterCounter.count()
                gtk_column_view_column_set_expand(opaquePointer, newValue ? 1 : 0)
            }
        }

        /// `fixed-width`: the column's width in pixels, or -1 to follow its cells.
        public var fixedWidth: Int {
            get { Int(gtk_column_view_column_get_fixed_width(opaquePointer)) }
            set {
                SetterCounter.count()
                gtk_column_view_column_set_fixed_width(opaquePointer, Int32(newValue))
            }
        }
    }

    /// A `GtkNoSelection`: a model's items, none of which can be selected.
    public final class NoSelection: SelectionModel {
        public override class var gType: GType { gtk_no_selection_get_type() }

        /// The items of `model`, unselectable.
        public convenience init(model: ListModel) {
            let reference = OpaquePointer(g_object_ref(model.objectPointer))
            self.init(adopting: Self.construct { gtk_no_selection_new(reference).map { UnsafeMutablePointer<GObject>($0) } })
        }
    }
}
