/// What ``XMLPullReader/next()`` found.
public enum XMLEvent: Sendable, Hashable {
    /// A start tag `<name …>` or an empty-element tag `<name …/>` (then an ``endElement``
    /// follows at once). ``XMLPullReader/name`` and ``XMLPullReader/attribute(_:)`` describe it.
    case startElement
    /// An end tag `</name>`, or the end of an empty element. ``XMLPullReader/name`` is its name.
    case endElement
    /// Character data inside an element: a run of text or a CDATA section that is not only
    /// white space. ``XMLPullReader/text`` holds it.
    case text
    /// The end of the input, after the root element closed.
    case endOfDocument
}
