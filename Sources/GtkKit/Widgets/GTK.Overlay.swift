import CGtk

extension GTK {
    /// A `GtkOverlay`: a main child with overlay children stacked on top of it.
    open class Overlay: Widget {
        open override class var gType: GType { gtk_overlay_get_type() }

        public var overlayPointer: OpaquePointer { opaquePointer }

        /// An empty overlay.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_overlay_new() })
        }

        /// The main child, which gives the overlay its size unless overlays are measured.
        public var child: Widget? {
            get { gtk_overlay_get_child(overlayPointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_overlay_set_child(overlayPointer, newValue?.widgetPointer)
            }
        }

        /// The overlay children, bottom to top.
        public var overlays: [Widget] {
            let main = gtk_overlay_get_child(overlayPointer)
            return children.filter { $0.widgetPointer != main }
        }

        /// Adds `widget` on top of the other overlays.
        public func addOverlay(_ widget: Widget) {
            SetterCounter.count()
            gtk_overlay_add_overlay(overlayPointer, widget.widgetPointer)
        }

        /// Removes an overlay child.
        public func removeOverlay(_ widget: Widget) {
            SetterCounter.count()
            gtk_overlay_remove_overlay(overlayPointer, widget.widgetPointer)
        }

        /// Whether the overlay child `widget` counts when the overlay is measured.
        public func measuresOverlay(_ widget: Widget) -> Bool {
            gtk_overlay_get_measure_overlay(overlayPointer, widget.widgetPointer) != 0
        }

        /// `measure` of the overlay child `widget`: include it in the overlay's size.
        public func setMeasuresOverlay(_ widget: Widget, _ measures: Bool) {
            SetterCounter.count()
            gtk_overlay_set_measure_overlay(overlayPointer, widget.widgetPointer, measures ? 1 : 0)
        }
    }
}
