import CGtk
import CGtkShim

extension GTK {
    /// GtkUI's container that shows the first of its children that fits its allocation
    /// (`GtkuiFits`, for `ViewThatFits`): a child fits along a checked axis when its natural
    /// size there is no larger than the allocation; when none fits, the last is shown. The
    /// widget is as small as its most compact child allows and as big as its first child
    /// wants. Children not shown keep their state but are not mapped, drawn, focused or read.
    public final class Fits: Widget {
        public override class var gType: GType { gtkui_fits_get_type() }

        public convenience init() {
            self.init(retaining: Self.construct { gtkui_fits_new() })
        }

        /// The axes along which a child must fit: horizontal, vertical or both.
        public func setAxes(horizontal: Bool, vertical: Bool) {
            SetterCounter.count()
            var axes: UInt32 = 0
            if horizontal { axes |= GTKUI_FITS_HORIZONTAL.rawValue }
            if vertical { axes |= GTKUI_FITS_VERTICAL.rawValue }
            gtkui_fits_set_axes(widgetPointer, GtkuiFitsAxes(rawValue: axes))
        }

        /// Makes the children exactly `children`, in order of preference.
        public func setChildren(_ children: [Widget]) {
            let fits = widgetPointer
            ChildList(
                insertAfter: { child, previous in gtkui_fits_insert_after(fits, child, previous) },
                remove: { gtkui_fits_remove(fits, $0) }
            ).set(children, in: fits)
        }
    }
}
