import CGtk
import CGtkShim

extension GTK {
    /// A `GtkuiEffect`: its children laid out at its own size and drawn moved, scaled and
    /// rotated about an anchor, through the transform GTK allocates them with. Input follows
    /// the drawing.
    open class Effect: Widget {
        open override class var gType: GType { gtkui_effect_get_type() }

        public convenience init() {
            self.init(retaining: Self.construct { gtkui_effect_new() })
        }

        /// Moves the children by (`x`, `y`), scales them by (`scaleX`, `scaleY`) and rotates
        /// them by `degrees` clockwise, both about the anchor, a unit point of the size
        /// ((0.5, 0.5): the center), moving there by `timing` (`nil`: at once; the anchor
        /// never animates). Setting the same values again does nothing.
        public func setTransform(
            x: Double, y: Double, scaleX: Double, scaleY: Double, degrees: Double, anchorX: Double, anchorY: Double,
            timing: AnimationTiming? = nil
        ) {
            let effect = widgetPointer
            timing.withCTiming {
                gtkui_effect_set(
                    effect, Float(x), Float(y), Float(scaleX), Float(scaleY), Float(degrees), Float(anchorX),
                    Float(anchorY), $0)
            }
        }

        /// The transform drawn now, mid-animation too: offset, scale and degrees.
        public var shownTransform: (x: Double, y: Double, scaleX: Double, scaleY: Double, degrees: Double) {
            var shown: (Float, Float, Float, Float, Float) = (0, 0, 1, 1, 0)
            withUnsafeMutablePointer(to: &shown) {
                $0.withMemoryRebound(to: Float.self, capacity: 5) { gtkui_effect_get_shown(widgetPointer, $0) }
            }
            return (Double(shown.0), Double(shown.1), Double(shown.2), Double(shown.3), Double(shown.4))
        }

        /// Makes the children exactly `children`, in order.
        public func setChildren(_ children: [Widget]) {
            let effect = widgetPointer
            ChildList(
                insertAfter: { child, previous in gtk_widget_insert_after(child, effect, previous) },
                remove: { gtk_widget_unparent($0) }
            ).set(children, in: effect)
        }
    }
}
