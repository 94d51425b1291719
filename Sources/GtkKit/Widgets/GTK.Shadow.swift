import CGtk
import CGtkShim

extension GTK {
    /// A ``Bin`` that draws a blurred, offset shadow of its children's alpha under them
    /// (`GtkuiShadow`, a GSK shadow node).
    open class Shadow: Bin {
        open override class var gType: GType { gtkui_shadow_get_type() }

        public convenience init() {
            self.init(retaining: Self.construct { gtkui_shadow_new() })
        }

        /// Draws the shadow in `color` (`nil`: none), blurred by `radius`, moved by `dx`, `dy`.
        public func setShadow(color: RGBA?, radius: Double, dx: Double, dy: Double) {
            SetterCounter.count()
            if var gdk = color?.gdk {
                gtkui_shadow_set(widgetPointer, &gdk, Float(radius), Float(dx), Float(dy))
            } else {
                gtkui_shadow_set(widgetPointer, nil, Float(radius), Float(dx), Float(dy))
            }
        }
    }
}
