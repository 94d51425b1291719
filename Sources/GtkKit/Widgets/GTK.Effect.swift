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

        /// Moves the children by (`x`, `y`) and by (`relativeX`, `relativeY`) times its own
        /// size, scales them by (`scaleX`, `scaleY`) and rotates them by `degrees`
        /// clockwise, both about the anchor, a unit point of the size ((0.5, 0.5): the
        /// center), moving there by `timing` (`nil`: at once; the anchor never animates).
        /// Setting the same values again does nothing.
        public func setTransform(
            x: Double, y: Double, relativeX: Double = 0, relativeY: Double = 0, scaleX: Double, scaleY: Double,
            degrees: Double, anchorX: Double, anchorY: Double, timing: AnimationTiming? = nil
        ) {
            let effect = widgetPointer
            timing.withCTiming {
                gtkui_effect_set(
                    effect, Float(x), Float(y), Float(scaleX), Float(scaleY), Float(degrees), Float(relativeX),
                    Float(relativeY), Float(anchorX), Float(anchorY), $0)
            }
        }

        /// The transform drawn now, mid-animation too: offset, scale, degrees and the offset
        /// relative to its size.
        public var shownTransform:
            (x: Double, y: Double, scaleX: Double, scaleY: Double, degrees: Double, relativeX: Double, relativeY: Double)
        {
            var shown = [Float](repeating: 0, count: 7)
            shown.withUnsafeMutableBufferPointer { gtkui_effect_get_shown(widgetPointer, $0.baseAddress) }
            return (
                Double(shown[0]), Double(shown[1]), Double(shown[2]), Double(shown[3]), Double(shown[4]),
                Double(shown[5]), Double(shown[6])
            )
        }

        /// At its next allocation, draws the children where `frame` (in the root's
        /// coordinates) was — scaled to it too when `matchingSize` — and moves them to their
        /// place by `timing`, about the anchor.
        public func move(from frame: Rect, matchingSize: Bool, timing: AnimationTiming) {
            let effect = widgetPointer
            let values = [Float(frame.x), Float(frame.y), Float(frame.width), Float(frame.height)]
            Optional(timing).withCTiming { timing in
                guard let timing else { return }
                values.withUnsafeBufferPointer { gtkui_effect_match_from(effect, $0.baseAddress, matchingSize ? 1 : 0, timing) }
            }
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
