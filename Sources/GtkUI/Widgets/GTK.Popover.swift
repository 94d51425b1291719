import CGtk

extension GTK {
    /// A `GtkPopover`: a bubble attached to a widget, as a menu button opens.
    open class Popover: Widget {
        open override class var gType: GType { gtk_popover_get_type() }

        public var popoverPointer: UnsafeMutablePointer<GtkPopover> { pointer() }

        /// An empty popover.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_popover_new() })
        }

        /// The content.
        public var child: Widget? {
            get { gtk_popover_get_child(popoverPointer).map { Widget(retaining: $0) } }
            set {
                GraphCounters.gtkSetterCalled()
                gtk_popover_set_child(popoverPointer, newValue?.widgetPointer)
            }
        }

        /// Shows the popover.
        public func popup() { gtk_popover_popup(popoverPointer) }
        /// Hides the popover.
        public func popdown() { gtk_popover_popdown(popoverPointer) }
    }
}
