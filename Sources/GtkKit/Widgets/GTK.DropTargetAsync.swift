import CGtk

extension GTK {
    /// A `GtkDropTargetAsync`: a widget accepting drops of some MIME types, whose data is
    /// read asynchronously from the ``GDK/Drop``.
    public final class DropTargetAsync: EventController {
        public override class var gType: GType { gtk_drop_target_async_get_type() }

        /// A target for data in `mimeTypes` with `actions`, not yet added to a widget.
        public convenience init(mimeTypes: [String], actions: GDK.DragAction = .copy) {
            let formats = GDK.ContentFormats.make(mimeTypes)
            self.init(adopting: Self.construct {
                // Takes over the formats.
                gtk_drop_target_async_new(formats, actions.gdk)
                    .map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
        }

        /// The MIME types accepted.
        public var mimeTypes: [String] {
            guard let formats = gtk_drop_target_async_get_formats(opaquePointer) else { return [] }
            return GDK.ContentFormats.mimeTypes(of: formats)
        }

        /// Accepts data in `mimeTypes`.
        public func setMIMETypes(_ mimeTypes: [String]) {
            let formats = GDK.ContentFormats.make(mimeTypes)
            gtk_drop_target_async_set_formats(opaquePointer, formats)
            if let formats { gdk_content_formats_unref(formats) }
        }
    }
}

/// Data over a drop target: the drop and where the pointer is, in the widget.
public struct DropEvent {
    package let dropPointer: UnsafeMutableRawPointer?
    public let x: Double
    public let y: Double

    /// The drop, or `nil` if GTK passed none.
    @MainActor
    public var drop: GDK.Drop? { dropPointer.map { GDK.Drop(retaining: $0) } }
}

extension Signal where Emitter == GTK.DropTargetAsync, Arguments == DropEvent, Result == GDK.DragAction {
    /// `drag-enter`: a drag of accepted data entered the widget. (GTK's own handler
    /// chooses the action.)
    public static var dragEnter: Self {
        Self("drag-enter", decode: DropEvent.decode, encode: { action, value in
            if let value { g_value_set_flags(value, action.rawValue) }
        })
    }
}

extension Signal where Emitter == GTK.DropTargetAsync, Arguments == Void, Result == Void {
    /// `drag-leave`: the drag left the widget (or ended).
    public static var dragLeave: Self { Self("drag-leave") }
}

extension Signal where Emitter == GTK.DropTargetAsync, Arguments == DropEvent, Result == Bool {
    /// `drop`: the data was dropped; return whether the drop is taken (then finish it
    /// with ``GDK/Drop/finish(_:)`` once read).
    public static var drop: Self { Self("drop", decode: DropEvent.decode) }
}

extension DropEvent {
    @Sendable
    package static func decode(_ arguments: SignalArguments) -> DropEvent {
        DropEvent(dropPointer: arguments.object(at: 1), x: arguments.double(at: 2), y: arguments.double(at: 3))
    }
}
