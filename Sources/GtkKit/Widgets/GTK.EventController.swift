import CGtk

extension GTK {
    /// A `GtkEventController`: input handling that a widget holds.
    open class EventController: ObjectHandle {
        open override class var gType: GType { gtk_event_controller_get_type() }

        /// Adds the controller to `widget`, which keeps a reference of its own until
        /// ``remove(from:)``.
        public func add(to widget: Widget) {
            SetterCounter.count()
            gtk_widget_add_controller(widget.widgetPointer, OpaquePointer(g_object_ref(objectPointer)))
        }

        /// Removes the controller from `widget`.
        public func remove(from widget: Widget) {
            SetterCounter.count()
            gtk_widget_remove_controller(widget.widgetPointer, opaquePointer)
        }
    }

    /// A `GtkEventControllerFocus`: the keyboard focus entering and leaving a widget (or
    /// its descendants).
    public final class EventControllerFocus: EventController {
        public override class var gType: GType { gtk_event_controller_focus_get_type() }

        /// A controller not yet added to a widget.
        public convenience init() {
            self.init(adopting: Self.construct {
                gtk_event_controller_focus_new().map { UnsafeMutablePointer<GObject>($0) }
            })
        }

        /// Whether the focus is in the widget or one of its descendants.
        public var containsFocus: Bool { gtk_event_controller_focus_contains_focus(opaquePointer) != 0 }
    }
}

extension Signal where Emitter == GTK.EventControllerFocus, Arguments == Void, Result == Void {
    /// The focus entered the widget or moved within it.
    public static var enter: Self { Self("enter") }
    /// The focus left the widget.
    public static var leave: Self { Self("leave") }
}

extension GTK.EventController {
    /// The widget the controller is on, or `nil`.
    public var widget: GTK.Widget? {
        gtk_event_controller_get_widget(opaquePointer).map { GTK.Widget(retaining: $0) }
    }
}
