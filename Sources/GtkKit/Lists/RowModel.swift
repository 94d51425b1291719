import CGtk
import CGtkShim

/// A `GtkuiRowModel`: the `GListModel` of a list data source (GtkUI's `ListDataSource`), which makes a row item
/// only when GTK asks for a position (GTK asks for the rows it shows), so the rows of a
/// list cost their IDs and nothing more.
@MainActor
package final class RowModel {
    /// The model GTK reads.
    package let handle: GTK.ListModel

    /// A model that asks `item` for the row item at a position (a new reference).
    package init(item: @escaping @MainActor (Int) -> UnsafeMutableRawPointer?) {
        let callbacks = Unmanaged.passRetained(ItemSource(item)).toOpaque()
        guard let model = gtkui_row_model_new(
            { position, data in
                guard let data else { return nil }
                let source = Unmanaged<ItemSource>.fromOpaque(data).takeUnretainedValue()
                // GTK asks on the thread that owns the model: the main thread.
                let address = MainThread.assumeIsolated { source.item(Int(position)).map { UInt(bitPattern: $0) } }
                return address.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
            },
            callbacks,
            { data in
                guard let data else { return }
                Unmanaged<ItemSource>.fromOpaque(data).release()
            })
        else { preconditionFailure("GtkUI: g_object_new returned NULL for a row model") }
        handle = GTK.ListModel(adopting: UnsafeMutableRawPointer(model))
    }

    /// Announces that `removed` rows at `position` were replaced by `added` rows: one
    /// `items-changed`. The rows must already read as changed.
    package func splice(at position: Int, removing removed: Int, adding added: Int) {
        SetterCounter.count()
        gtkui_row_model_splice(OpaquePointer(handle.objectPointer), guint(position), guint(removed), guint(added))
    }

    /// Empties the model for whoever still shows it, and stops asking for items.
    package func detach() {
        let count = handle.count
        splice(at: 0, removing: count, adding: 0)
        gtkui_row_model_detach(OpaquePointer(handle.objectPointer))
    }
}

/// The Swift function the model's `get_item` calls.
private final class ItemSource {
    package let item: @MainActor (Int) -> UnsafeMutableRawPointer?
    package init(_ item: @escaping @MainActor (Int) -> UnsafeMutableRawPointer?) { self.item = item }
}
