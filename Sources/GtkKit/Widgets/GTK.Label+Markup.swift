import CGtk

extension GTK.Label {
    /// `text` with the characters that Pango markup gives a meaning (`<`, `>`, `&`, `'`,
    /// `"`) escaped as entities (`g_markup_escape_text`), for putting plain text into a
    /// label's markup.
    public nonisolated static func escapingMarkup(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
