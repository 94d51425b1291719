extension GTK.Widget {
    /// A handle that holds a reference of its own to a borrowed widget: for closures that
    /// the widget itself owns (its drawing), which keep the borrowed widget rather than a
    /// handle (a handle would keep the widget alive through its own closures).
    public convenience init(_ widget: GTK.BorrowedWidget) {
        self.init(retaining: widget.widgetPointer)
    }
}
