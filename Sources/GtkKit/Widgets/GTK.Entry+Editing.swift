import CGtk

extension GTK.Entry {
    /// `placeholder-text`: shown while the entry is empty.
    public var placeholderText: String {
        get { gtk_entry_get_placeholder_text(pointer()).map { String(cString: $0) } ?? "" }
        set {
            SetterCounter.count()
            gtk_entry_set_placeholder_text(pointer(), newValue)
        }
    }
}

extension GTK.Editable {
    /// The cursor position, in characters.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editablePointer)) }
        set {
            SetterCounter.count()
            gtk_editable_set_position(editablePointer, Int32(newValue))
        }
    }

    /// Sets the text keeping the cursor sane: at the end if it was at the end, otherwise
    /// where it was, clamped to the new text.
    public func replaceText(with newText: String) {
        let oldLength = text.count
        let position = cursorPosition
        text = newText
        let newLength = newText.count
        let wanted = position >= oldLength ? newLength : min(position, newLength)
        if cursorPosition != wanted { cursorPosition = wanted }
    }
}
