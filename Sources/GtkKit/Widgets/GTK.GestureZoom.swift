import CGtk
import CGtkShim

extension GTK {
    /// A `GtkGestureZoom`: two touches or a touchpad pinch moving apart or together.
    public final class GestureZoom: EventController {
        public override class var gType: GType { gtk_gesture_zoom_get_type() }

        /// A pinch gesture.
        public convenience init() {
            self.init(adopting: Self.construct { gtk_gesture_zoom_new().map { UnsafeMutablePointer<GObject>($0) } })
        }
    }

    /// A `GtkGestureRotate`: two touches or a touchpad pinch turning.
    public final class GestureRotate: EventController {
        public override class var gType: GType { gtk_gesture_rotate_get_type() }

        /// A rotation gesture.
        public convenience init() {
            self.init(adopting: Self.construct { gtk_gesture_rotate_new().map { UnsafeMutablePointer<GObject>($0) } })
        }
    }
}

extension Signal where Emitter == GTK.GestureZoom, Arguments == Double, Result == Void {
    /// `scale-changed`: the distance between the touches relative to where they started.
    public static var scaleChanged: Self { Self("scale-changed", decode: { $0.double(at: 1) }) }
}

extension Signal where Emitter == GTK.GestureRotate, Arguments == Double, Result == Void {
    /// `angle-changed`: the angle turned since the gesture began, in radians.
    public static var angleChanged: Self { Self("angle-changed", decode: { $0.double(at: 1) }) }
}

extension Signal where Emitter: GTK.EventController, Arguments == Void, Result == Void {
    /// `begin` (a `GtkGesture`'s): the gesture recognized its touches or press.
    public static var gestureBegin: Self { Self("begin", decode: { _ in () }) }
    /// `end` (a `GtkGesture`'s): the gesture stopped recognizing its touches.
    public static var gestureEnd: Self { Self("end", decode: { _ in () }) }
    /// `cancel` (a `GtkGesture`'s): the gesture was cancelled.
    public static var gestureCancel: Self { Self("cancel", decode: { _ in () }) }
}

extension GTK.EventController {
    /// Emits a `GtkGesture`'s `end` for no event sequence (a touchpad pinch's), as GTK does
    /// when the touches lift: for synthesizing a pinch, which Xvfb cannot.
    public func emitGestureEnd() {
        var values = [GValue(), GValue()]
        let type = gtkui_object_type(objectPointer)
        g_value_init(&values[0], type)
        g_value_set_object(&values[0], objectPointer)
        g_value_init(&values[1], g_type_from_name("gpointer"))
        g_value_set_pointer(&values[1], nil)
        g_signal_emitv(&values, g_signal_lookup("end", type), 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }
}
