import CGtk

extension GTK {
    /// Widgets that implement `GtkEditable` (entries, text fields).
    @MainActor
    public protocol Editable: Widget {}

    /// A `GtkEntry`: one line of editable text.
    open class Entry: Widget, Editable {
        open override class var gType: GType { gtk_entry_get_type() }

        public convenience init(text: String = "") {
            self.init(retaining: Self.construct { gtk_entry_new() })
            self.text = text
        }
    }
}

extension GTK.Editable {
    public var editablePointer: OpaquePointer { opaquePointer }

    /// The text.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editablePointer)) }
        set {
            SetterCounter.count()
            gtk_editable_set_text(editablePointer, newValue)
        }
    }
}

extension Signal where Emitter: GTK.Editable, Arguments == Void, Result == Void {
    /// `changed`: the text changed.
    public static var changed: Self { Self("changed") }
}

extension Signal where Emitter: GTK.Entry, Arguments == Void, Result == Void {
    /// `activate`: Enter was pressed.
    public static var activate: Self { Self("activate") }
}
