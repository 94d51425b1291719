import CGtk

extension GTK {
    /// A `GtkGestureDrag`: a press moved over a widget, reported from where it started.
    public final class GestureDrag: EventController {
        public override class var gType: GType { gtk_gesture_drag_get_type() }

        public var gesturePointer: OpaquePointer { opaquePointer }

        /// A drag with the primary button (or a touch).
        public convenience init() {
            self.init(adopting: Self.construct { gtk_gesture_drag_new().map { UnsafeMutablePointer<GObject>($0) } })
        }
    }

    /// A `GtkGestureLongPress`: a press held without moving.
    public final class GestureLongPress: EventController {
        public override class var gType: GType { gtk_gesture_long_press_get_type() }

        public var gesturePointer: OpaquePointer { opaquePointer }

        /// A long press held `delayFactor` times the desktop's long-press time.
        public convenience init(delayFactor: Double = 1) {
            self.init(adopting: Self.construct { gtk_gesture_long_press_new().map { UnsafeMutablePointer<GObject>($0) } })
            gtk_gesture_long_press_set_delay_factor(gesturePointer, max(0.5, min(2, delayFactor)))
        }
    }
}

/// Where a drag is: its start, or its offset from the start.
public struct DragPoint: Sendable {
    public let x: Double
    public let y: Double
}

extension Signal where Emitter == GTK.GestureDrag, Arguments == DragPoint, Result == Void {
    /// `drag-begin`: where the drag started, in the widget.
    public static var dragBegin: Self { Self("drag-begin", decode: { DragPoint(x: $0.double(at: 1), y: $0.double(at: 2)) }) }
    /// `drag-update`: the offset from the start.
    public static var dragUpdate: Self { Self("drag-update", decode: { DragPoint(x: $0.double(at: 1), y: $0.double(at: 2)) }) }
    /// `drag-end`: the final offset from the start.
    public static var dragEnd: Self { Self("drag-end", decode: { DragPoint(x: $0.double(at: 1), y: $0.double(at: 2)) }) }
}

extension Signal where Emitter == GTK.GestureLongPress, Arguments == DragPoint, Result == Void {
    /// `pressed`: the press was held long enough, at this point.
    public static var longPressed: Self { Self("pressed", decode: { DragPoint(x: $0.double(at: 1), y: $0.double(at: 2)) }) }
}
