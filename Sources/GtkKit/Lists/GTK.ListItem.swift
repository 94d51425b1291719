import CGtk

extension GTK {
    /// A `GtkListItem`: what a list item factory gets for each row widget it sets up — the
    /// row's child, the item it is bound to and the row's selection state.
    public final class ListItem: ObjectHandle {
        public override class var gType: GType { gtk_list_item_get_type() }

        /// The row's widget; set at setup, cleared at teardown.
        public var child: Widget? {
            get { gtk_list_item_get_child(opaquePointer).map { Widget(retaining: $0) } }
            set { gtk_list_item_set_child(opaquePointer, newValue?.widgetPointer) }
        }

        /// The item the row is bound to, as a raw pointer (borrowed), or `nil` while unbound.
        public var itemPointer: UnsafeMutableRawPointer? {
            gtk_list_item_get_item(opaquePointer).map { UnsafeMutableRawPointer($0) }
        }

        /// Whether the row is selected.
        public var isSelected: Bool { gtk_list_item_get_selected(opaquePointer) != 0 }

        /// The position of the item the list item shows (while it is bound).
        public var position: Int { Int(gtk_list_item_get_position(opaquePointer)) }

        /// `selectable`: whether the row can be selected. Setting the value it has costs
        /// no setter call.
        public var isSelectable: Bool {
            get { gtk_list_item_get_selectable(opaquePointer) != 0 }
            set {
                guard newValue != isSelectable else { return }
                SetterCounter.count()
                gtk_list_item_set_selectable(opaquePointer, newValue ? 1 : 0)
            }
        }

        /// `activatable`: whether activating the row emits the list view's `activate`.
        /// Setting the value it has costs no setter call.
        public var isActivatable: Bool {
            get { gtk_list_item_get_activatable(opaquePointer) != 0 }
            set {
                guard newValue != isActivatable else { return }
                SetterCounter.count()
                gtk_list_item_set_activatable(opaquePointer, newValue ? 1 : 0)
            }
        }
    }

    /// A `GtkSignalListItemFactory`: makes and binds a list view's rows through its
    /// `setup`, `bind`, `unbind` and `teardown` signals, each handing over a ``ListItem``.
    public final class SignalListItemFactory: ObjectHandle {
        public override class var gType: GType { gtk_signal_list_item_factory_get_type() }

        /// A factory with no handlers yet.
        public convenience init() {
            self.init(adopting: Self.construct { gtk_signal_list_item_factory_new().map { UnsafeMutablePointer<GObject>($0) } })
        }
    }
}

extension Signal where Emitter == GTK.SignalListItemFactory, Arguments == UnsafeMutableRawPointer?, Result == Void {
    /// `setup`: make the row widget of a new list item (handlers get the `GtkListItem`,
    /// borrowed: the same pointer comes back at `bind`, `unbind` and `teardown`).
    public static var setup: Self { listItemSignal("setup") }
    /// `bind`: the list item now shows an item.
    public static var bind: Self { listItemSignal("bind") }
    /// `unbind`: the list item no longer shows its item.
    public static var unbind: Self { listItemSignal("unbind") }
    /// `teardown`: the list item is going away; release its row widget.
    public static var teardown: Self { listItemSignal("teardown") }

    private static func listItemSignal(_ name: String) -> Self {
        Self(name, decode: { $0.object(at: 1) }, encode: { _, _ in })
    }
}
