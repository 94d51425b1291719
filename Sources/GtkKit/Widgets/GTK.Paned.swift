import CGtk

extension GTK {
    /// A `GtkPaned`: two children side by side (or one above the other) with a handle
    /// between them that the user drags to share the space.
    public final class Paned: Widget {
        public override class var gType: GType { gtk_paned_get_type() }

        /// An empty paned of `orientation` (`.horizontal`: start and end side by side).
        public convenience init(_ orientation: Orientation) {
            self.init(retaining: Self.construct { gtk_paned_new(orientation.gtk) })
        }

        /// The child at the start (left in left-to-right locales, or top).
        public var startChild: Widget? {
            get { gtk_paned_get_start_child(opaquePointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_paned_set_start_child(opaquePointer, newValue?.widgetPointer)
            }
        }

        /// The child at the end.
        public var endChild: Widget? {
            get { gtk_paned_get_end_child(opaquePointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_paned_set_end_child(opaquePointer, newValue?.widgetPointer)
            }
        }

        /// `position`: where the handle is, in pixels from the start.
        public var position: Int {
            get { Int(gtk_paned_get_position(opaquePointer)) }
            set {
                SetterCounter.count()
                gtk_paned_set_position(opaquePointer, Int32(newValue))
            }
        }

        /// Whether the start child takes a share of the space the paned gains
        /// (`resize-start-child`) and may be made smaller than it asks (`shrink-start-child`).
        public func setStartChildBehavior(resizes: Bool, shrinks: Bool) {
            gtk_paned_set_resize_start_child(opaquePointer, resizes ? 1 : 0)
            gtk_paned_set_shrink_start_child(opaquePointer, shrinks ? 1 : 0)
        }

        /// As ``setStartChildBehavior(resizes:shrinks:)``, for the end child.
        public func setEndChildBehavior(resizes: Bool, shrinks: Bool) {
            gtk_paned_set_resize_end_child(opaquePointer, resizes ? 1 : 0)
            gtk_paned_set_shrink_end_child(opaquePointer, shrinks ? 1 : 0)
        }
    }
}
