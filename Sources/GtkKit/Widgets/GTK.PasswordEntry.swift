import CGtk

extension GTK {
    /// A `GtkPasswordEntry`: an entry that hides what is typed.
    open class PasswordEntry: Widget, Editable {
        open override class var gType: GType { gtk_password_entry_get_type() }

        /// An empty password entry.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_password_entry_new() })
        }

        /// `placeholder-text`: shown while the entry is empty.
        public var placeholderText: String {
            get { stringProperty("placeholder-text") ?? "" }
            set {
                SetterCounter.count()
                setStringProperty("placeholder-text", newValue)
            }
        }

        /// `show-peek-icon`: an icon that reveals the text while pressed.
        public var showsPeekIcon: Bool {
            get { gtk_password_entry_get_show_peek_icon(opaquePointer) != 0 }
            set {
                SetterCounter.count()
                gtk_password_entry_set_show_peek_icon(opaquePointer, newValue ? 1 : 0)
            }
        }
    }
}

extension Signal where Emitter: GTK.PasswordEntry, Arguments == Void, Result == Void {
    /// `activate`: Enter was pressed.
    public static var activate: Self { Self("activate") }
}
