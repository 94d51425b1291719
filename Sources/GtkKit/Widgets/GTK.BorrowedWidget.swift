import CGtk

extension GTK {
    /// A widget seen without taking a reference: for hot paths that walk a tree (a stack's
    /// children, for every row a list binds) and would otherwise make and release a handle
    /// per widget. Valid only while the caller's handles keep the tree alive; keep a
    /// ``Widget`` handle to hold on to one.
    @MainActor
    public struct BorrowedWidget: Equatable {
        /// The widget as a `GtkWidget *`.
        public nonisolated(unsafe) let widgetPointer: UnsafeMutablePointer<GtkWidget>

        /// The widget `pointer` points to.
        public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
            widgetPointer = pointer
        }

        /// The first child, or `nil` when the widget has none.
        public var firstChild: BorrowedWidget? {
            gtk_widget_get_first_child(widgetPointer).map(BorrowedWidget.init)
        }

        /// The next sibling, or `nil` for the last child.
        public var nextSibling: BorrowedWidget? {
            gtk_widget_get_next_sibling(widgetPointer).map(BorrowedWidget.init)
        }

        /// Whether the widget wants extra space along `orientation` (its own flag when set,
        /// otherwise what its children propagate).
        public func computesExpand(_ orientation: Orientation) -> Bool {
            gtk_widget_compute_expand(widgetPointer, orientation.gtk) != 0
        }

        /// Whether a child wants extra space along `orientation`.
        public func hasChildExpanding(_ orientation: Orientation) -> Bool {
            var child = firstChild
            while let current = child {
                if current.computesExpand(orientation) { return true }
                child = current.nextSibling
            }
            return false
        }

        /// `hexpand` or `vexpand`.
        public func expands(_ orientation: Orientation) -> Bool {
            (orientation == .horizontal
                ? gtk_widget_get_hexpand(widgetPointer) : gtk_widget_get_vexpand(widgetPointer)) != 0
        }

        /// `hexpand-set` or `vexpand-set`: whether the flag was set rather than propagated.
        public func expandIsSet(_ orientation: Orientation) -> Bool {
            (orientation == .horizontal
                ? gtk_widget_get_hexpand_set(widgetPointer) : gtk_widget_get_vexpand_set(widgetPointer)) != 0
        }

        /// Sets `hexpand` or `vexpand` (which sets the flag's `-set` too).
        public func setExpands(_ expands: Bool, _ orientation: Orientation) {
            SetterCounter.count()
            if orientation == .horizontal {
                gtk_widget_set_hexpand(widgetPointer, expands ? 1 : 0)
            } else {
                gtk_widget_set_vexpand(widgetPointer, expands ? 1 : 0)
            }
        }

        /// Sets `hexpand-set` or `vexpand-set`; `false` lets the children's wish decide again.
        public func setExpandIsSet(_ isSet: Bool, _ orientation: Orientation) {
            SetterCounter.count()
            if orientation == .horizontal {
                gtk_widget_set_hexpand_set(widgetPointer, isSet ? 1 : 0)
            } else {
                gtk_widget_set_vexpand_set(widgetPointer, isSet ? 1 : 0)
            }
        }

        /// `halign` or `valign`.
        public func align(_ orientation: Orientation) -> Align {
            Align(orientation == .horizontal ? gtk_widget_get_halign(widgetPointer) : gtk_widget_get_valign(widgetPointer))
        }

        /// Sets `halign` or `valign`.
        public func setAlign(_ align: Align, _ orientation: Orientation) {
            SetterCounter.count()
            if orientation == .horizontal {
                gtk_widget_set_halign(widgetPointer, align.gtk)
            } else {
                gtk_widget_set_valign(widgetPointer, align.gtk)
            }
        }

        public nonisolated static func == (lhs: BorrowedWidget, rhs: BorrowedWidget) -> Bool {
            lhs.widgetPointer == rhs.widgetPointer
        }
    }
}

extension GTK.Widget {
    /// The widget seen without another reference, for walking a tree.
    public var borrowed: GTK.BorrowedWidget { GTK.BorrowedWidget(widgetPointer) }
}
