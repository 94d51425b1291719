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

        /// Makes the bin's children exactly `children`, in order (later ones on top).
        public func setChildren(_ children: [Widget]) {
            let bin = widgetPointer
            ChildList(
                insertAfter: { child, previous in gtk_widget_insert_after(child, bin, previous) },
                remove: { child in
                    // Popovers the bin presents are not content; leave them.
                    if gtkui_object_is_a(child, gtk_popover_get_type()) == 0 { gtk_widget_unparent(child) }
                }
            ).set(children, in: bin)
        }
    }
}
