import CGtk
import CGtkShim

/// The `GtkuiRowItem` objects of a data source's store: each owns a box with its row's
/// ID, so whoever binds a row reads the ID from the item itself, never from a position.
@MainActor
enum RowItem {
    /// A new item (a full reference for the caller) holding `id`.
    static func make<SectionID, ItemID>(_ id: ListRowID<SectionID, ItemID>) -> UnsafeMutableRawPointer {
        let box = Unmanaged.passRetained(RowIDBox(id) as AnyObject).toOpaque()
        guard let item = gtkui_row_item_new(box, { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }) else {
            preconditionFailure("GtkUI: g_object_new returned NULL for a list row item")
        }
        return item
    }

    /// The ID in `item`, if it is a row item of this ID type.
    static func id<SectionID, ItemID>(
        of item: UnsafeMutableRawPointer?, as type: ListRowID<SectionID, ItemID>.Type = ListRowID<SectionID, ItemID>.self
    ) -> ListRowID<SectionID, ItemID>? {
        guard let item, gtkui_object_is_a(item, gtkui_row_item_get_type()) != 0,
              let data = gtkui_row_item_get_data(item)
        else { return nil }
        let box = Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue()
        return (box as? RowIDBox<SectionID, ItemID>)?.id
    }
}

/// The Swift side of a row item.
private final class RowIDBox<SectionID: Hashable, ItemID: Hashable> {
    let id: ListRowID<SectionID, ItemID>
    init(_ id: ListRowID<SectionID, ItemID>) { self.id = id }
}
