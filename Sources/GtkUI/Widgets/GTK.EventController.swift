import CGtk
import CGtkShim

extension GTK {
    /// A `GtkEventController` that reports the pointer (motion) or the keyboard focus
    /// (focus) entering and leaving its widget.
    public final class EventController: ObjectHandle {
        public override class var gType: GType { gtk_event_controller_get_type() }

        /// What the controller watches.
        public enum Kind: Sendable {
            /// The pointer: `GtkEventControllerMotion`.
            case motion
            /// The keyboard focus within the widget: `GtkEventControllerFocus`.
            case focus
        }

        public convenience init(_ kind: Kind) {
            self.init(adopting: Self.construct {
                let controller: OpaquePointer? = kind == .motion
                    ? gtk_event_controller_motion_new() : gtk_event_controller_focus_new()
                return controller.map { UnsafeMutablePointer<GObject>($0) }
            })
        }

        /// Whether the pointer is in the widget (motion) or the focus is in it (focus).
        public var containsPointerOrFocus: Bool {
            if gtkui_object_is_a(objectPointer, gtk_event_controller_motion_get_type()) != 0 {
                return gtk_event_controller_motion_contains_pointer(opaquePointer) != 0
            }
            return gtk_event_controller_focus_contains_focus(opaquePointer) != 0
        }

        /// Adds the controller to `widget`, which keeps a reference of its own.
        public func add(to widget: Widget) {
            GraphCounters.gtkSetterCalled()
            gtk_widget_add_controller(widget.widgetPointer, OpaquePointer(g_object_ref(objectPointer)))
        }

        /// Removes the controller from `widget`.
        public func remove(from widget: Widget) {
            GraphCounters.gtkSetterCalled()
            gtk_widget_remove_controller(widget.widgetPointer, opaquePointer)
        }
    }
}

extension Signal where Emitter == GTK.EventController, Arguments == Void, Result == Void {
    /// The pointer or focus entered the widget (or moved within it, for focus).
    public static var enter: Self { Self("enter") }
    /// The pointer or focus left the widget.
    public static var leave: Self { Self("leave") }
}
