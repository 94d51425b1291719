import CGtk

extension GTK {
    /// A `GtkEventControllerScroll`: scroll wheels and touchpad two-finger scrolling over a
    /// widget.
    public final class EventControllerScroll: EventController {
        public override class var gType: GType { gtk_event_controller_scroll_get_type() }

        /// A controller for scrolling along both axes.
        public convenience init() {
            self.init(adopting: Self.construct {
                gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)
                    .map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
        }

        /// Whether the deltas of the scroll being handled are surface pixels (a touchpad,
        /// where the platform says so) rather than wheel clicks.
        public var deltasArePixels: Bool {
            gtk_event_controller_scroll_get_unit(opaquePointer) == GDK_SCROLL_UNIT_SURFACE
        }
    }
}

/// How far one scroll event moves, along each axis.
public struct ScrollDelta: Sendable, Equatable {
    public let dx: Double
    public let dy: Double
}

extension Signal where Emitter == GTK.EventControllerScroll, Arguments == ScrollDelta, Result == Bool {
    /// `scroll`: the handler returns whether it used the scroll (otherwise it goes on to
    /// the widgets around).
    public static var scroll: Self {
        Self("scroll", decode: { ScrollDelta(dx: $0.double(at: 1), dy: $0.double(at: 2)) })
    }
}

extension Signal where Emitter == GTK.EventControllerScroll, Arguments == Void, Result == Void {
    /// `scroll-end`: the fingers left the touchpad (where the platform reports it).
    public static var scrollEnd: Self { Self("scroll-end") }
}
