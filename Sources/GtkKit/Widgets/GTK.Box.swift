import CGtk

extension GTK {
    /// A `GtkBox`: children in a row or a column.
    open class Box: Widget {
        open override class var gType: GType { gtk_box_get_type() }

        public var boxPointer: UnsafeMutablePointer<GtkBox> { pointer() }

        public convenience init(_ orientation: Orientation, spacing: Int = 0) {
            self.init(retaining: Self.construct { gtk_box_new(orientation.gtk, Int32(spacing)) })
        }

        /// `spacing`.
        public var spacing: Int {
            get { Int(gtk_box_get_spacing(boxPointer)) }
            set {
                SetterCounter.count()
                gtk_box_set_spacing(boxPointer, Int32(newValue))
            }
        }

        public func append(_ child: Widget) { gtk_box_append(boxPointer, child.widgetPointer) }
        public func prepend(_ child: Widget) { gtk_box_prepend(boxPointer, child.widgetPointer) }
        public func remove(_ child: Widget) { gtk_box_remove(boxPointer, child.widgetPointer) }

        /// Makes the box's children exactly `children`, in order, moving as few as possible.
        public func setChildren(_ children: [Widget]) {
            let box = boxPointer
            ChildList(
                insertAfter: { child, previous in
                    // GTK 4.8 inserts only orphans; children already here are reordered.
                    if gtk_widget_get_parent(child) == nil {
                        gtk_box_insert_child_after(box, child, previous)
                    } else {
                        gtk_box_reorder_child_after(box, child, previous)
                    }
                },
                remove: { gtk_box_remove(box, $0) }
            ).set(children, in: widgetPointer)
        }

        /// `baseline-position`: where children sit when the box has extra height.
        package func setBaselinePosition(_ position: GtkBaselinePosition) {
            gtk_box_set_baseline_position(boxPointer, position)
        }

        /// Inserts `child` after `sibling`, or first when `sibling` is `nil`.
        public func insert(_ child: Widget, after sibling: Widget?) {
            gtk_box_insert_child_after(boxPointer, child.widgetPointer, sibling?.widgetPointer)
        }
    }
}
