import CGtk

extension GTK {
    /// A `GtkDragSource`: starts a drag when the pointer is pressed on a widget and moved.
    public final class DragSource: EventController {
        public override class var gType: GType { gtk_drag_source_get_type() }

        /// A source offering `actions` (copy by default), not yet added to a widget.
        public convenience init(actions: GDK.DragAction = .copy) {
            self.init(adopting: Self.construct {
                gtk_drag_source_new().map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
            gtk_drag_source_set_actions(opaquePointer, actions.gdk)
        }

        /// Shows `widget`'s current look under the pointer while dragging, held at
        /// (`x`, `y`) in the widget.
        public func setIcon(pictureOf widget: Widget, hotspot x: Int, _ y: Int) {
            guard let paintable = gtk_widget_paintable_new(widget.widgetPointer) else { return }
            gtk_drag_source_set_icon(opaquePointer, paintable, Int32(x), Int32(y))
            g_object_unref(UnsafeMutableRawPointer(paintable))
        }
    }
}

/// A drag being started: the `GdkDrag` (valid during the signal).
public struct DragStart {
    package let drag: OpaquePointer?

    /// Shows `widget` under the pointer while dragging, instead of the source's icon.
    @MainActor
    public func setIcon(_ widget: GTK.Widget) {
        guard let drag, let icon = gtk_drag_icon_get_for_drag(drag) else { return }
        gtk_drag_icon_set_child(OpaquePointer(icon), widget.widgetPointer)
    }
}

extension Signal where Emitter == GTK.DragSource, Arguments == PointerLocation, Result == GDK.ContentProvider? {
    /// `prepare`: a drag may start where the pointer was pressed; return the data to
    /// offer, or `nil` for no drag.
    public static var prepare: Self {
        Self(
            "prepare",
            decode: { PointerLocation(x: $0.double(at: 1), y: $0.double(at: 2)) },
            encode: { provider, value in
                guard let value else { return }
                g_value_set_object(value, provider.map { UnsafeMutableRawPointer($0.objectPointer) })
            })
    }
}

extension Signal where Emitter == GTK.DragSource, Arguments == DragStart, Result == Void {
    /// `drag-begin`: the drag started (set its icon here).
    public static var dragBegin: Self {
        Self("drag-begin", decode: { DragStart(drag: $0.object(at: 1).map(OpaquePointer.init)) })
    }
}

extension Signal where Emitter == GTK.DragSource, Arguments == Void, Result == Void {
    /// `drag-end`: the drag finished, dropped or not.
    public static var dragEnd: Self { Self("drag-end") }
}
