import CGtk

extension GTK {
    /// A `GtkDropTarget`: takes drops of values of one type on a widget (for data from
    /// other programs, see ``DropTargetAsync``).
    public final class DropTarget: EventController {
        public override class var gType: GType { gtk_drop_target_get_type() }

        /// A target for values of `type`, with `actions`.
        public convenience init(type: GType, actions: GDK.DragAction = .move) {
            self.init(adopting: Self.construct {
                gtk_drop_target_new(type, actions.gdk).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
        }
    }
}

/// Where a drag is over a drop target's widget; for `drop`, with the dropped object.
public struct DropPoint: Sendable {
    public let x: Double
    public let y: Double
    /// The dropped value's object (`drop` only), valid during the handler.
    public nonisolated(unsafe) let object: UnsafeMutableRawPointer?
}

extension Signal where Emitter == GTK.DropTarget, Arguments == DropPoint, Result == GDK.DragAction {
    /// `enter`: a drag entered the widget; the handler returns the action it would take
    /// there (`[]`: none).
    public static var enter: Self { Self.pointerSignal("enter") }
    /// `motion`: a drag moved over the widget; the handler returns the action it would
    /// take there.
    public static var motion: Self { Self.pointerSignal("motion") }

    private static func pointerSignal(_ name: String) -> Self {
        Self(name, decode: { DropPoint(x: $0.double(at: 1), y: $0.double(at: 2), object: nil) }, encode: { action, value in
            if let value { g_value_set_flags(value, action.rawValue) }
        })
    }
}

extension Signal where Emitter == GTK.DropTarget, Arguments == DropPoint, Result == Bool {
    /// `drop`: the value was dropped at a point; the handler returns whether it took it.
    public static var drop: Self {
        Self("drop", decode: { arguments in
            let dropped = g_value_get_boxed(arguments.value(at: 1))?.assumingMemoryBound(to: GValue.self)
            // G_TYPE_OBJECT, which Swift does not import: the fundamental type of any object.
            let objectType = g_type_fundamental(g_initially_unowned_get_type())
            let object = dropped.flatMap { g_type_check_value_holds($0, objectType) != 0 ? g_value_get_object($0) : nil }
            return DropPoint(x: arguments.double(at: 2), y: arguments.double(at: 3), object: object)
        })
    }
}

extension Signal where Emitter == GTK.DropTarget, Arguments == Void, Result == Void {
    /// `leave`: the drag left the widget (or was dropped).
    public static var leave: Self { Self("leave") }
}
