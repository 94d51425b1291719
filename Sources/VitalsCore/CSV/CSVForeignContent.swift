import Localization

/// Tells input that is plainly not CSV from its first bytes, so that an XML or JSON file
/// handed to the CSV reader is reported as such and not as a bad CSV quote.
enum CSVForeignContent {
    /// What `head` (the input's first bytes, after any byte order mark) looks like, as a
    /// sentence part for ``ImportError/unsupportedFormat(file:found:)``; nil when it may be CSV.
    static func describe(_ head: ArraySlice<UInt8>) -> String? {
        let bytes = Array(head.prefix(16))
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return String(localized: "a zip archive, not CSV")
        }
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) {
            return String(localized: "an SQLite database, not CSV")
        }
        if bytes.count >= 12, bytes[0] == 12 || bytes[0] == 14, Array(bytes[8..<12]) == Array(".FIT".utf8) {
            return String(localized: "a FIT file, not CSV")
        }
        let visible = head.drop(while: isSpace)
        guard let first = visible.first else { return nil }
        if first == UInt8(ascii: "<") {
            return String(localized: "XML, not CSV")
        }
        if first == UInt8(ascii: "{") {
            return String(localized: "JSON, not CSV")
        }
        if first == UInt8(ascii: "[") {
            // `[` then `{`, `[`, `"`, `]`, a digit or a minus: a JSON array. `[Time],[HR]`
            // could be a CSV header.
            let next = visible.dropFirst().first { !isSpace($0) }
            if let next, "{[\"]-0123456789".utf8.contains(next) {
                return String(localized: "JSON, not CSV")
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
