import CGtk
import CGtkShim

extension GTK {
    /// A `GtkuiAspect`: its children kept at a width-to-height ratio, fitted inside the
    /// space it is given or filling it, centered; its height at a width follows the ratio.
    open class Aspect: Widget {
        open override class var gType: GType { gtkui_aspect_get_type() }

        public convenience init() {
            self.init(retaining: Self.construct { gtkui_aspect_new() })
        }

        /// The ratio (`nil`: the children's natural one) and whether the children fill the
        /// space rather than fit in it.
        public func setRatio(_ ratio: Double?, fills: Bool) {
            gtkui_aspect_set(widgetPointer, max(0, ratio ?? 0), fills ? 1 : 0)
        }

        /// Makes the children exactly `children`, in order.
        public func setChildren(_ children: [Widget]) {
            let aspect = widgetPointer
            ChildList(
                insertAfter: { child, previous in gtk_widget_insert_after(child, aspect, previous) },
                remove: { gtk_widget_unparent($0) }
            ).set(children, in: aspect)
        }
    }
}
