import CGtk

extension GTK {
    /// Any `GListModel`: a list of objects that announces its changes.
    open class ListModel: ObjectHandle {
        open override class var gType: GType { g_list_model_get_type() }

        /// The model as a `GListModel`, for `gtk_list_view_new`, selection models, …
        public var modelPointer: OpaquePointer { opaquePointer }

        /// The number of items.
        public var count: Int { Int(g_list_model_get_n_items(modelPointer)) }
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

extension Signal where Emitter == GTK.ListModel, Arguments == ListModelChange, Result == Void {
    /// `items-changed`: items were removed and added at a position, in one change.
    public static var itemsChanged: Self {
        Self("items-changed", decode: {
            ListModelChange(position: Int($0.uint(at: 1)), removed: Int($0.uint(at: 2)), added: Int($0.uint(at: 3)))
        })
    }
}
