import CGtk

extension GTK {
    /// A `GtkDragSource`: starts a drag-and-drop operation when the user drags the widget
    /// with the primary button (or a finger). Its `prepare` handler says what is dragged.
    public final class DragSource: EventController {
        public override class var gType: GType { gtk_drag_source_get_type() }

        /// A drag source offering `actions` (move, copy, …).
        public convenience init(actions: GdkDragAction = GDK_ACTION_MOVE) {
            self.init(adopting: Self.construct { gtk_drag_source_new().map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) } })
            gtk_drag_source_set_actions(opaquePointer, actions)
        }

        /// Shows `paintable` under the pointer during the drag, with the pointer at
        /// (`hotX`, `hotY`) of it; call it from the `prepare` handler.
        public func setIcon(_ paintable: OpaquePointer?, hotX: Int, hotY: Int) {
            gtk_drag_source_set_icon(opaquePointer, paintable, Int32(hotX), Int32(hotY))
        }
    }

    /// A `GdkContentProvider`: what a drag (or the clipboard) offers.
    public final class ContentProvider: ObjectHandle {
        public override class var gType: GType { gdk_content_provider_get_type() }

        /// Content holding `object` as a value of `type` (a GObject type): it can only be
        /// dropped in this process, since GTK cannot serialize an object.
        public convenience init(object: UnsafeMutableRawPointer, type: GType) {
            var value = GValue()
            g_value_init(&value, type)
            g_value_set_object(&value, object)
            defer { g_value_unset(&value) }
            guard let provider = gdk_content_provider_new_for_value(&value) else {
                preconditionFailure("GtkUI: GDK made no content provider")
            }
            self.init(adopting: UnsafeMutableRawPointer(provider))
        }
    }
}

/// Where a drag starts, in the drag source's widget.
public struct DragPoint: Sendable, Equatable {
    public let x: Double
    public let y: Double
}

extension Signal where Emitter == GTK.DragSource, Arguments == DragPoint, Result == GTK.ContentProvider? {
    /// `prepare`: a drag is about to start at a point; the handler returns what is dragged,
    /// or `nil` for no drag.
    public static var prepare: Self {
        Self("prepare", decode: { DragPoint(x: $0.double(at: 1), y: $0.double(at: 2)) }, encode: { provider, value in
            // The emission takes its own reference from the value; the handle keeps its own.
            if let value, let provider { g_value_set_object(value, provider.objectPointer) }
        })
    }
}

extension Signal where Emitter == GTK.DragSource, Arguments == Void, Result == Void {
    /// `drag-end`: the drag finished, dropped or not.
    public static var dragEnd: Self { Self("drag-end") }
}
