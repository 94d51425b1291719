import CGtk
import CGtkShim

/// The `GtkuiRowItem` objects of a row model (a list data source's): each holds its row's
/// ID, so whoever binds a row reads the ID from the item itself, never from a position.
/// Plain IDs of up to 16 bytes (integers, UUIDs, enums of them) are stored in the object itself;
/// others in a box the object releases.
@MainActor
package enum RowItem {
    /// The GType of row items, for drop targets and content providers that carry them.
    package nonisolated static var gType: GType { gtkui_row_item_get_type() }

    /// A new item (a full reference for the caller) holding `id`.
    package nonisolated static func make<ID: Hashable>(_ id: ID) -> UnsafeMutableRawPointer {
        let tag = tag(of: ID.self)
        let item: gpointer?
        if storesInline(ID.self) {
            item = withUnsafeBytes(of: id) { bytes in
                gtkui_row_item_new(tag, bytes.baseAddress, gsize(bytes.count))
            }
        } else {
            let box = Unmanaged.passRetained(IDBox(id)).toOpaque()
            item = gtkui_row_item_new_boxed(tag, box) { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            }
        }
        guard let item else { preconditionFailure("GtkUI: g_object_new returned NULL for a list row item") }
        return item
    }

    /// A content provider that carries a new item holding `id`, for dragging a row inside
    /// this process.
    package static func contentProvider<ID: Hashable>(carrying id: ID) -> GDK.ContentProvider {
        let item = make(id)
        defer { g_object_unref(item) }
        return GDK.ContentProvider(object: item, type: gType)
    }

    /// The ID in `item`, if it is a row item holding an `ID`.
    package static func id<ID: Hashable>(of item: UnsafeMutableRawPointer?, as type: ID.Type = ID.self) -> ID? {
        guard let item, gtkui_object_is_a(item, gtkui_row_item_get_type()) != 0,
              gtkui_row_item_get_tag(item) == tag(of: ID.self)
        else { return nil }
        if let data = gtkui_row_item_get_data(item) {
            return (Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? IDBox<ID>)?.id
        }
        guard storesInline(ID.self), let payload = gtkui_row_item_get_payload(item) else { return nil }
        // The payload is 8-byte aligned; wider-aligned IDs are read byte by byte.
        return MemoryLayout<ID>.alignment <= 8 ? payload.load(as: ID.self) : payload.loadUnaligned(as: ID.self)
    }

    private nonisolated static func storesInline<ID>(_ type: ID.Type) -> Bool {
        _isPOD(ID.self) && MemoryLayout<ID>.size <= 16
    }

    private nonisolated static func tag<ID>(of type: ID.Type) -> UnsafeRawPointer {
        unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
    }
}

/// The Swift side of a boxed row item.
private final class IDBox<ID: Hashable> {
    package let id: ID
    package init(_ id: ID) { self.id = id }
}
