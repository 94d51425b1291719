/// Byte classes and constants of the XML syntax, as the pull reader scans it.
enum XMLSyntax {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let slash = UInt8(ascii: "/")
    static let equals = UInt8(ascii: "=")
    static let colon = UInt8(ascii: ":")
    static let ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let question = UInt8(ascii: "?")
    static let exclamation = UInt8(ascii: "!")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let hyphen = UInt8(ascii: "-")
    static let newline = UInt8(ascii: "\n")

    /// White space between markup parts: XML's space, tab, CR and LF, and, forgivingly, every
    /// other control character (Apple Health exports hold stray `\u{0B}` bytes).
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte <= 0x20
    }

    /// Whether `byte` ends an element or attribute name.
    @inline(__always)
    static func endsName(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == greaterThan || byte == slash || byte == equals
    }
}
