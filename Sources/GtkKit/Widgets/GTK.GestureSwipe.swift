import CGtk

extension GTK {
    /// A `GtkGestureSwipe`: a drag that ends moving, reported with its velocity.
    public final class GestureSwipe: EventController {
        public override class var gType: GType { gtk_gesture_swipe_get_type() }

        /// A swipe gesture; `touchOnly` leaves pointer drags to other gestures.
        public convenience init(touchOnly: Bool) {
            self.init(adopting: Self.construct { gtk_gesture_swipe_new().map { UnsafeMutablePointer<GObject>($0) } })
            gtk_gesture_single_set_touch_only(opaquePointer, touchOnly ? 1 : 0)
        }

        /// Where the gesture's current touch is now, in the widget's coordinates.
        public var point: (x: Double, y: Double)? {
            var x = 0.0, y = 0.0
            let sequence = gtk_gesture_single_get_current_sequence(opaquePointer)
            guard gtk_gesture_get_point(opaquePointer, sequence, &x, &y) != 0 else { return nil }
            return (x, y)
        }
    }
}

/// How fast a swipe moved when it ended, in pixels per second.
public struct SwipeVelocity: Sendable, Equatable {
    public let x: Double
    public let y: Double
}

extension Signal where Emitter == GTK.GestureSwipe, Arguments == SwipeVelocity, Result == Void {
    /// `swipe`: the gesture ended moving at this velocity.
    public static var swipe: Self {
        Self("swipe", decode: { SwipeVelocity(x: $0.double(at: 1), y: $0.double(at: 2)) })
    }
}

extension Signal where Emitter == GTK.GestureSwipe, Arguments == Void, Result == Void {
    /// `begin`: a touch started the gesture.
    public static var begin: Self { Self("begin") }
}
