import CGtk

extension GTK {
    /// A `GtkPopover`: a bubble attached to its parent widget.
    open class Popover: Widget {
        open override class var gType: GType { gtk_popover_get_type() }

        public var popoverPointer: UnsafeMutablePointer<GtkPopover> { pointer() }

        public convenience init() {
            self.init(retaining: Self.construct { gtk_popover_new() })
        }

        /// The popover's only child.
        public var child: Widget? {
            get { gtk_popover_get_child(popoverPointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_popover_set_child(popoverPointer, newValue?.widgetPointer)
            }
        }

        /// Shows the popover pointing at `point` of its parent (its center when `nil`).
        public func popup(pointingAt point: (x: Double, y: Double)? = nil) {
            if let point {
                var rect = GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
                gtk_popover_set_pointing_to(popoverPointer, &rect)
            } else {
                gtk_popover_set_pointing_to(popoverPointer, nil)
            }
            gtk_popover_popup(popoverPointer)
        }

        /// Hides the popover.
        public func popdown() { gtk_popover_popdown(popoverPointer) }

        /// Attaches the popover to `widget` for a while, to point at it (GTK presents a popover
        /// as it maps; a parent that does not present it on later allocations keeps it where
        /// it opened). ``detach()`` takes it off again.
        public func attach(to widget: Widget) {
            SetterCounter.count()
            gtk_widget_set_parent(widgetPointer, widget.widgetPointer)
        }

        /// Takes the popover off the widget it was attached to.
        public func detach() {
            guard gtk_widget_get_parent(widgetPointer) != nil else { return }
            SetterCounter.count()
            gtk_widget_unparent(widgetPointer)
        }
    }
}
