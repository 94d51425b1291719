import CGtk

extension GTK {
    /// A `GtkListView`: a scrollable column of rows that makes widgets only for the rows
    /// on screen, from a selection model's items and a factory's rows.
    public final class ListView: Widget {
        public override class var gType: GType { gtk_list_view_get_type() }

        /// A list view of `selection`'s items with rows made by `factory`.
        public convenience init(selection: SelectionModel, factory: SignalListItemFactory) {
            let model = OpaquePointer(g_object_ref(selection.objectPointer))
            let factoryReference = OpaquePointer(g_object_ref(factory.objectPointer))
            self.init(retaining: Self.construct { gtk_list_view_new(model, factoryReference) })
        }

        /// `show-separators`: whether a line separates the rows.
        public var showsSeparators: Bool {
            get { gtk_list_view_get_show_separators(opaquePointer) != 0 }
            set {
                SetterCounter.count()
                gtk_list_view_set_show_separators(opaquePointer, newValue ? 1 : 0)
            }
        }

        /// Scrolls so that the row at `position` is shown, making its widget (GTK 4.8's
        /// `list.scroll-to-item` action; 4.12's `gtk_list_view_scroll_to` is not there yet).
        public func scrollToItem(at position: Int) {
            activateAction("list.scroll-to-item", .uint32(UInt32(clamping: position)))
        }

        /// The row widget (a child of the list view) that holds `widget`, if any.
        public func rowWidget(containing widget: BorrowedWidget) -> BorrowedWidget? {
            var current = widget
            while let parent = current.parent {
                if parent.widgetPointer == widgetPointer { return current }
                current = parent
            }
            return nil
        }

        /// The row widget at `(x, y)` in the list view's coordinates, if any.
        public func rowWidget(atX x: Double, y: Double) -> BorrowedWidget? {
            guard let picked = gtk_widget_pick(widgetPointer, x, y, GTK_PICK_DEFAULT) else { return nil }
            return rowWidget(containing: BorrowedWidget(picked))
        }

        /// The row widget that has the keyboard focus or holds the widget that has it.
        public var focusedRowWidget: BorrowedWidget? {
            guard let focus = borrowed.windowFocus else { return nil }
            return rowWidget(containing: focus)
        }
    }
}

extension Signal where Emitter == GTK.ListView, Arguments == UInt32, Result == Void {
    /// `activate`: a row was activated (double click, Enter); handlers get its position.
    public static var activate: Self { Self("activate", decode: { $0.uint(at: 1) }) }
}
