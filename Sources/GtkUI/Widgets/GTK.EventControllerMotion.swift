import CGtk

extension GTK {
    /// A `GtkEventControllerMotion`: the pointer entering, moving over and leaving a widget.
    public final class EventControllerMotion: ObjectHandle {
        public override class var gType: GType { gtk_event_controller_motion_get_type() }

        /// A controller not yet added to a widget.
        public convenience init() {
            self.init(adopting: Self.construct {
                gtk_event_controller_motion_new().map { UnsafeMutablePointer<GObject>($0) }
            })
        }

        /// Adds the controller to `widget`, which keeps it until ``remove(from:)``.
        public func add(to widget: Widget) {
            GraphCounters.gtkSetterCalled()
            // The widget takes a reference of its own; this handle keeps its one.
            gtk_widget_add_controller(widget.widgetPointer, OpaquePointer(g_object_ref(objectPointer)))
        }

        /// Removes the controller from `widget`.
        public func remove(from widget: Widget) {
            GraphCounters.gtkSetterCalled()
            gtk_widget_remove_controller(widget.widgetPointer, opaquePointer)
        }
    }
}

/// Where the pointer is, in the widget's coordinates.
public struct PointerLocation: Sendable, Equatable {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

extension Signal where Emitter == GTK.EventControllerMotion, Arguments == PointerLocation, Result == Void {
    /// `motion`: the pointer moved over the widget.
    public static var motion: Self {
        Self("motion", decode: { PointerLocation(x: $0.double(at: 1), y: $0.double(at: 2)) })
    }

    /// `enter`: the pointer entered the widget.
    public static var enter: Self {
        Self("enter", decode: { PointerLocation(x: $0.double(at: 1), y: $0.double(at: 2)) })
    }
}

extension Signal where Emitter == GTK.EventControllerMotion, Arguments == Void, Result == Void {
    /// `leave`: the pointer left the widget.
    public static var leave: Self { Self("leave") }
}
