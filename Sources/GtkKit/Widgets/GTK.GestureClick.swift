import CGtk

extension GTK {
    /// A `GtkGestureClick`: presses and releases of a pointer button on a widget.
    public final class GestureClick: EventController {
        public override class var gType: GType { gtk_gesture_click_get_type() }

        public var gesturePointer: OpaquePointer { opaquePointer }

        /// A gesture for `button` (1 primary, 3 secondary; 0 any).
        public convenience init(button: UInt32 = 1) {
            self.init(adopting: Self.construct { gtk_gesture_click_new().map { UnsafeMutablePointer<GObject>($0) } })
            gtk_gesture_single_set_button(gesturePointer, button)
        }
    }
}

/// A press or release of a click gesture: how many presses in a row, and where.
public struct ClickEvent: Sendable {
    public let pressCount: Int
    public let x: Double
    public let y: Double
}

extension Signal where Emitter == GTK.GestureClick, Arguments == ClickEvent, Result == Void {
    /// `pressed`: the button went down (the `pressCount`-th time in a row).
    public static var pressed: Self {
        Self("pressed", decode: { ClickEvent(pressCount: Int($0.int(at: 1)), x: $0.double(at: 2), y: $0.double(at: 3)) })
    }

    /// `released`: the button went up.
    public static var released: Self {
        Self("released", decode: { ClickEvent(pressCount: Int($0.int(at: 1)), x: $0.double(at: 2), y: $0.double(at: 3)) })
    }
}
