import CGtk

extension GTK {
    /// A `GtkSearchEntry`: a text entry with a search icon and a clear button, announcing
    /// changes after a short pause (`search-changed`).
    open class SearchEntry: Widget, Editable {
        open override class var gType: GType { gtk_search_entry_get_type() }

        /// An empty search entry.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_search_entry_new() })
        }

        /// `placeholder-text`: shown while the entry is empty.
        public var placeholderText: String {
            get { stringProperty("placeholder-text") ?? "" }
            set {
                SetterCounter.count()
                setStringProperty("placeholder-text", newValue)
            }
        }
    }

    /// A `GtkSearchBar`: the strip below a header bar that holds a search entry.
    open class SearchBar: Widget {
        open override class var gType: GType { gtk_search_bar_get_type() }

        /// A search bar around `entry`, shown, without a close button (it stays open).
        public convenience init(entry: SearchEntry) {
            self.init(retaining: Self.construct { gtk_search_bar_new() })
            gtk_search_bar_set_child(opaquePointer, entry.widgetPointer)
            gtk_search_bar_connect_entry(opaquePointer, entry.editablePointer)
            gtk_search_bar_set_show_close_button(opaquePointer, 0)
            gtk_search_bar_set_search_mode(opaquePointer, 1)
        }
    }
}

extension Signal where Emitter: GTK.SearchEntry, Arguments == Void, Result == Void {
    /// `search-changed`: the text changed and typing paused.
    public static var searchChanged: Self { Self("search-changed") }
    /// `activate`: Enter was pressed.
    public static var searchActivate: Self { Self("activate") }
    /// `stop-search`: Escape was pressed.
    public static var stopSearch: Self { Self("stop-search") }
}
