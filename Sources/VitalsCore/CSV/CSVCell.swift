/// One CSV cell as written by the exporter: safe to open in a spreadsheet, and read back
/// unchanged by the importer.
enum CSVCell {
    /// Characters that make a spreadsheet read a cell as a formula (`=1+2`, `@SUM(…)`,
    /// `+cmd|…`, `-2+3`), or that some spreadsheets strip before doing so (tab, carriage return).
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` as a cell: a text that starts like a formula gets a leading apostrophe (OWASP's
    /// advice, shown by spreadsheets as plain text), and so does a text that starts with
    /// apostrophes followed by such a character, so that ``unescaped(_:)`` is exact; then the
    /// cell is quoted if it holds a comma, quote or line break (quotes doubled).
    static func escaped(_ text: String) -> String {
        var cell = needsApostrophe(text) ? "'" + text : text
        if cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) {
            cell = "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return cell
    }

    /// The text an escaped cell (already unquoted by the reader) stood for.
    static func unescaped(_ cell: String) -> String {
        guard cell.first == "'", needsApostrophe(String(cell.dropFirst())) else { return cell }
        return String(cell.dropFirst())
    }

    /// Whether the first character that is not an apostrophe starts a formula (by Unicode
    /// scalar, so a CRLF or a combining mark after `=` does not hide it).
    private static func needsApostrophe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0 != "'" }) else { return false }
        return formulaStarts.contains(first)
    }
}
