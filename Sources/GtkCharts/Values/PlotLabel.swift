import Localization

/// The name of what a plotted value measures: a string literal as the compiler laid it
/// out (what `.value("BPM", bpm)` passes), or an interned string made at run time — plain
/// data either way, nothing to copy or release per mark. A literal is a catalog key, looked
/// up in the user's language when the label is shown (as Swift Charts takes a
/// `LocalizedStringKey`); a run-time string is shown as it is.
@usableFromInline
struct PlotLabel {
    /// The literal; empty when the label is ``text``.
    @usableFromInline let literal: StaticString
    @usableFromInline let text: InternedString?

    @inlinable
    init(_ literal: StaticString) {
        self.literal = literal
        text = nil
    }

    @inlinable
    init<S: StringProtocol>(_ text: S) {
        literal = ""
        // Itself when it is a `String` (the cast goes away where the type is known).
        self.text = InternedString((text as? String) ?? String(text))
    }

    /// The label as shown: a literal in the user's language, a run-time string as it is.
    var string: String {
        if let text { return text.string }
        let key = literal.description
        return TextDomain.default?.translation(of: key) ?? key
    }
}
