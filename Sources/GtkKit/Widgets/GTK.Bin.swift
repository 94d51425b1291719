import CGtk
import CGtkShim

extension GTK {
    /// GtkUI's single-cell container (`GtkuiBin`): each child gets the whole area and
    /// aligns itself in it with `halign`/`valign`; popovers attached to it are presented.
    open class Bin: Widget {
        open override class var gType: GType { gtkui_bin_get_type() }

        public convenience init() {
            self.init(retaining: Self.construct { gtkui_bin_new() })
        }

        /// A bin that assistive technologies read as a group of its children: one element
        /// that a name can be given to.
        public static func group() -> Bin {
            Bin(retaining: construct { gtkui_bin_new_group() })
        }

        /// A fixed frame's size: along a dimension that is not -1 the bin measures as that
        /// length (larger only where its children cannot shrink so far), not as its
        /// children would like; -1 measures as the children. Setting the same size again
        /// does nothing.
        public var fixedSize: (width: Int, height: Int) {
            get {
                var width: Int32 = -1
                var height: Int32 = -1
                gtkui_bin_get_fixed_size(widgetPointer, &width, &height)
                return (Int(width), Int(height))
            }
            set {
                guard fixedSize != newValue else { return }
                SetterCounter.count()
                gtkui_bin_set_fixed_size(widgetPointer, Int32(clamping: newValue.width), Int32(clamping: newValue.height))
            }
        }

        /// Makes the bin at least its children's natural size, and not expanding, along
        /// the axes given (SwiftUI's `.fixedSize`).
        public func setIdealAxes(horizontal: Bool, vertical: Bool) {
            SetterCounter.count()
            gtkui_bin_set_ideal_axes(widgetPointer, horizontal ? 1 : 0, vertical ? 1 : 0)
        }

        /// Makes the bin's children exactly `children`, in order (later ones on top); popovers
        /// among them are attached to the bin.
        public func setChildren(_ children: [Widget]) {
            let bin = widgetPointer
            ChildList(
                insertAfter: { child, previous in gtk_widget_insert_after(child, bin, previous) },
                remove: { gtk_widget_unparent($0) }
            ).set(children, in: bin)
        }
    }
}
