import CGtk

extension GTK {
    /// A `GtkSeparator`: a thin line across a box.
    open class Separator: Widget {
        open override class var gType: GType { gtk_separator_get_type() }

        /// A separator line along `orientation`.
        public convenience init(_ orientation: Orientation) {
            self.init(retaining: Self.construct { gtk_separator_new(orientation.gtk) })
        }

        /// `orientation`: the direction of the line.
        public var orientation: Orientation {
            get { gtk_orientable_get_orientation(opaquePointer) == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical }
            set {
                SetterCounter.count()
                gtk_orientable_set_orientation(opaquePointer, newValue.gtk)
            }
        }
    }
}
