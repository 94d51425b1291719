import CGtk

extension GTK {
    /// A `GtkGrid`: children attached at rows and columns.
    open class Grid: Widget {
        open override class var gType: GType { gtk_grid_get_type() }

        public var gridPointer: UnsafeMutablePointer<GtkGrid> { pointer() }

        /// An empty grid.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_grid_new() })
        }

        /// Where a child sits: its first column and row and how many columns it spans.
        public struct Cell: Equatable, Sendable {
            public var column: Int
            public var row: Int
            public var columnSpan: Int

            public init(column: Int, row: Int, columnSpan: Int = 1) {
                self.column = column
                self.row = row
                self.columnSpan = columnSpan
            }
        }

        /// `row-spacing`.
        public var rowSpacing: Int {
            get { Int(gtk_grid_get_row_spacing(gridPointer)) }
            set {
                SetterCounter.count()
                gtk_grid_set_row_spacing(gridPointer, guint(max(0, newValue)))
            }
        }

        /// `column-spacing`.
        public var columnSpacing: Int {
            get { Int(gtk_grid_get_column_spacing(gridPointer)) }
            set {
                SetterCounter.count()
                gtk_grid_set_column_spacing(gridPointer, guint(max(0, newValue)))
            }
        }

        /// The cell of a child of this grid.
        public func cell(of child: Widget) -> Cell {
            var column: Int32 = 0
            var row: Int32 = 0
            var width: Int32 = 1
            var height: Int32 = 1
            gtk_grid_query_child(gridPointer, child.widgetPointer, &column, &row, &width, &height)
            return Cell(column: Int(column), row: Int(row), columnSpan: Int(width))
        }

        /// Makes the grid's children exactly `cells`, each at its cell: children not listed
        /// are removed, new ones attached, and children already here moved in place (they
        /// keep their state) only when their cell changed.
        public func setCells(_ cells: [(widget: Widget, cell: Cell)]) {
            let grid = gridPointer
            let wanted = Set(cells.map { UnsafeMutableRawPointer($0.widget.widgetPointer) })
            var child = gtk_widget_get_first_child(widgetPointer)
            while let current = child {
                child = gtk_widget_get_next_sibling(current)
                if !wanted.contains(UnsafeMutableRawPointer(current)) {
                    SetterCounter.count()
                    gtk_grid_remove(grid, current)
                }
            }
            let layout = gtk_widget_get_layout_manager(widgetPointer)
            for (widget, cell) in cells {
                let pointer = widget.widgetPointer
                if gtk_widget_get_parent(pointer) != widgetPointer {
                    if gtk_widget_get_parent(pointer) != nil { gtk_widget_unparent(pointer) }
                    SetterCounter.count()
                    gtk_grid_attach(grid, pointer, Int32(cell.column), Int32(cell.row), Int32(cell.columnSpan), 1)
                } else if self.cell(of: widget) != cell, let layout,
                          let layoutChild = gtk_layout_manager_get_layout_child(layout, pointer) {
                    SetterCounter.count()
                    let gridChild = OpaquePointer(layoutChild)
                    gtk_grid_layout_child_set_column(gridChild, Int32(cell.column))
                    gtk_grid_layout_child_set_row(gridChild, Int32(cell.row))
                    gtk_grid_layout_child_set_column_span(gridChild, Int32(cell.columnSpan))
                }
            }
        }
    }
}
