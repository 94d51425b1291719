import CGtk

extension GTK {
    /// A `GtkEventControllerKey`: key presses reaching a widget.
    public final class EventControllerKey: EventController {
        public override class var gType: GType { gtk_event_controller_key_get_type() }

        /// A controller that sees keys before the widget's own handling (`capture`) or after
        /// its children (the default).
        public convenience init(capture: Bool = false) {
            self.init(adopting: Self.construct {
                gtk_event_controller_key_new().map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
            if capture { gtk_event_controller_set_propagation_phase(opaquePointer, GTK_PHASE_CAPTURE) }
        }
    }
}

/// A key press: the key and the modifiers held.
public struct KeyPress: Sendable, Equatable {
    public let keyval: UInt32
    public let modifiers: GdkModifierType
}

extension Signal where Emitter == GTK.EventControllerKey, Arguments == KeyPress, Result == Bool {
    /// `key-pressed`: the handler returns whether it handled the key (then it goes no
    /// further).
    public static var keyPressed: Self {
        Self("key-pressed", decode: {
            KeyPress(keyval: $0.uint(at: 1), modifiers: GdkModifierType(rawValue: $0.flags(at: 3)))
        })
    }
}
