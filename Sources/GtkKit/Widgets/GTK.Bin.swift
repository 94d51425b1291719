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
