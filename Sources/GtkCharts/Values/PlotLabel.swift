/// The name of what a plotted value measures: a string literal as the compiler laid it
/// out (what `.value("BPM", bpm)` passes), or an interned string made at run time — plain
/// data either way, nothing to copy or release per mark.
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

    /// The label as a `String`.
    var string: String { text?.string ?? literal.description }
}
