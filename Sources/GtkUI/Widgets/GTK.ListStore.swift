import CGtk

extension GTK {
    /// A `GListStore`: a list model of objects, the model behind list views.
    open class ListStore: ObjectHandle {
        open override class var gType: GType { g_list_store_get_type() }

        /// The store as a `GListModel`, for `gtk_list_view_new`, selection models, …
        public var modelPointer: OpaquePointer { opaquePointer }

        /// An empty store of objects of `itemType`.
        public convenience init(itemType: GType) {
            self.init(adopting: Self.construct {
                g_list_store_new(itemType).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
        }

        /// The number of items.
        public var count: Int { Int(g_list_model_get_n_items(modelPointer)) }

        /// Removes `removing` items at `position` and inserts `objects` there, in one
        /// `items-changed` emission. The store takes its own references to `objects`.
        public func splice(at position: Int, removing: Int, inserting objects: [UnsafeMutableRawPointer]) {
            GraphCounters.gtkSetterCalled()
            var items: [gpointer?] = objects.map { Optional($0) }
            items.withUnsafeMutableBufferPointer { buffer in
                g_list_store_splice(opaquePointer, guint(position), guint(removing), buffer.baseAddress, guint(buffer.count))
            }
        }
    }
}

/// What one `items-changed` emission of a list model says.
public struct ListModelChange: Equatable, Sendable {
    /// Where the change starts.
    public let position: Int
    /// How many items were removed there.
    public let removed: Int
    /// How many items were added there.
    public let added: Int

    public init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }
}

extension Signal where Emitter == GTK.ListStore, Arguments == ListModelChange, Result == Void {
    /// `items-changed`: items were removed and added at a position, in one change.
    public static var itemsChanged: Self {
        Self("items-changed", decode: {
            ListModelChange(position: Int($0.uint(at: 1)), removed: Int($0.uint(at: 2)), added: Int($0.uint(at: 3)))
        })
    }
}
