import CGtk

extension GTK {
    /// A `GtkTextView`: editable text of many lines, wrapped at word boundaries, in its
    /// `GtkTextBuffer`.
    public final class TextView: Widget {
        public override class var gType: GType { gtk_text_view_get_type() }

        /// An empty text view that wraps its lines at words (or characters, within a word
        /// longer than a line).
        public convenience init() {
            self.init(retaining: Self.construct { gtk_text_view_new() })
            gtk_text_view_set_wrap_mode(textViewPointer, GTK_WRAP_WORD_CHAR)
        }

        public var textViewPointer: UnsafeMutablePointer<GtkTextView> { pointer() }

        /// The buffer holding the text.
        public var buffer: TextBuffer {
            TextBuffer(retaining: UnsafeMutableRawPointer(gtk_text_view_get_buffer(textViewPointer)))
        }
    }

    /// A `GtkTextBuffer`: the text a ``TextView`` shows and edits. Edits emit `changed`.
    public final class TextBuffer: ObjectHandle {
        public override class var gType: GType { gtk_text_buffer_get_type() }

        public var bufferPointer: UnsafeMutablePointer<GtkTextBuffer> { pointer() }

        /// All of the text.
        public var text: String {
            get {
                var start = GtkTextIter()
                var end = GtkTextIter()
                gtk_text_buffer_get_bounds(bufferPointer, &start, &end)
                guard let characters = gtk_text_buffer_get_text(bufferPointer, &start, &end, 0) else { return "" }
                defer { g_free(characters) }
                return String(cString: characters)
            }
            set {
                SetterCounter.count()
                gtk_text_buffer_set_text(bufferPointer, newValue, -1)
            }
        }
    }
}

extension Signal where Emitter == GTK.TextBuffer, Arguments == Void, Result == Void {
    /// `changed`: the text changed.
    public static var changed: Self { Self("changed") }
}
