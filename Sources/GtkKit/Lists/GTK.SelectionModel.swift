import CGtk

extension GTK {
    /// A `GtkSelectionModel`: a list model whose items can be selected. Make a
    /// ``SingleSelection`` or a ``MultiSelection`` over the list's model.
    open class SelectionModel: ListModel {
        open override class var gType: GType { gtk_selection_model_get_type() }

        /// The positions of the selected items, in order.
        public var selectedPositions: [Int] {
            guard let bitset = gtk_selection_model_get_selection(opaquePointer) else { return [] }
            defer { gtk_bitset_unref(bitset) }
            var positions: [Int] = []
            var iterator = GtkBitsetIter()
            var value: guint = 0
            var more = gtk_bitset_iter_init_first(&iterator, bitset, &value) != 0
            while more {
                positions.append(Int(value))
                more = gtk_bitset_iter_next(&iterator, &value) != 0
            }
            return positions
        }

        /// Whether the item at `position` is selected.
        public func isSelected(_ position: Int) -> Bool {
            gtk_selection_model_is_selected(opaquePointer, guint(position)) != 0
        }

        /// Selects the item at `position`; `exclusive` unselects the others.
        @discardableResult
        public func select(_ position: Int, exclusive: Bool = false) -> Bool {
            SetterCounter.count()
            return gtk_selection_model_select_item(opaquePointer, guint(position), exclusive ? 1 : 0) != 0
        }

        /// Unselects the item at `position`.
        @discardableResult
        public func unselect(_ position: Int) -> Bool {
            SetterCounter.count()
            return gtk_selection_model_unselect_item(opaquePointer, guint(position)) != 0
        }
    }

    /// A `GtkSingleSelection`: at most one selected item.
    open class SingleSelection: SelectionModel {
        open override class var gType: GType { gtk_single_selection_get_type() }

        /// A selection over `model` that selects nothing by itself (`autoselect` off) and
        /// lets the selected item be unselected (`can-unselect` on), as a list whose
        /// selection the app owns needs.
        public convenience init(model: ListModel) {
            let reference = OpaquePointer(g_object_ref(model.objectPointer))
            self.init(adopting: Self.construct { gtk_single_selection_new(reference).map { UnsafeMutablePointer<GObject>($0) } })
            gtk_single_selection_set_autoselect(opaquePointer, 0)
            gtk_single_selection_set_can_unselect(opaquePointer, 1)
        }
    }

    /// A `GtkMultiSelection`: any number of selected items.
    open class MultiSelection: SelectionModel {
        open override class var gType: GType { gtk_multi_selection_get_type() }

        /// A selection over `model`.
        public convenience init(model: ListModel) {
            let reference = OpaquePointer(g_object_ref(model.objectPointer))
            self.init(adopting: Self.construct { gtk_multi_selection_new(reference).map { UnsafeMutablePointer<GObject>($0) } })
        }
    }
}

/// What one `selection-changed` emission of a selection model says: the items from
/// `position` on, `count` of them, may have changed their selected state.
public struct SelectionChange: Equatable, Sendable {
    /// The first item that may have changed.
    public let position: Int
    /// How many items may have changed.
    public let count: Int
}

extension Signal where Emitter: GTK.SelectionModel, Arguments == SelectionChange, Result == Void {
    /// `selection-changed`: the selected state of a range of items may have changed.
    public static var selectionChanged: Self {
        Self("selection-changed", decode: { SelectionChange(position: Int($0.uint(at: 1)), count: Int($0.uint(at: 2))) })
    }
}
