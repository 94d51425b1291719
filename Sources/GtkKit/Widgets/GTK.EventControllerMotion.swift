import CGtk

extension GTK {
    /// A `GtkEventControllerMotion`: the pointer entering, moving over and leaving a widget.
    public final class EventControllerMotion: EventController {
        public override class var gType: GType { gtk_event_controller_motion_get_type() }

        /// A controller not yet added to a widget.
        public convenience init() {
            self.init(adopting: Self.construct {
                gtk_event_controller_motion_new().map { UnsafeMutablePointer<GObject>($0) }
            })
        }

        /// Whether the pointer is over the widget.
        public var containsPointer: Bool { gtk_event_controller_motion_contains_pointer(opaquePointer) != 0 }
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
