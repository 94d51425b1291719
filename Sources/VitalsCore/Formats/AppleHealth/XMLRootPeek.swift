/// Finds the root element's name at the start of an XML document, past its declaration,
/// comments, processing instructions and DOCTYPE (whose internal subset may be malformed, as
/// in iOS 16 exports): to tell an Apple Health export (`HealthData`) from the other XML files
/// of an export archive (`export_cda.xml`'s `ClinicalDocument`) without parsing them.
enum XMLRootPeek {
    /// The root element's name in a document starting with `bytes`, or nil when `bytes` end
    /// before it or the document does not start like XML.
    static func rootName(_ bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(past terminator: [UInt8]) -> Bool {
            while index + terminator.count <= bytes.count {
                if bytes[index..<index + terminator.count].elementsEqual(terminator) {
                    index += terminator.count
                    return true
                }
                index += 1
            }
            return false
        }
        while true {
            while index < bytes.count, XMLSyntax.isSpace(bytes[index]) { index += 1 }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
            let rest = bytes[(index + 1)...]
            if rest.starts(with: Array("?".utf8)) {
                guard skip(past: Array("?>".utf8)) else { return nil }
            } else if rest.starts(with: Array("!--".utf8)) {
                guard skip(past: Array("-->".utf8)) else { return nil }
            } else if rest.starts(with: Array("!DOCTYPE".utf8)) {
                guard skipDoctype(bytes, from: &index) else { return nil }
            } else {
                index += 1
                let start = index
                while index < bytes.count, !XMLSyntax.isSpace(bytes[index]),
                      bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
                    index += 1
                }
                guard index < bytes.count, index > start else { return nil }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
        }
    }

    /// Moves `index` past a DOCTYPE: to the `>` after its internal subset's closing `]`
    /// (quoted text and comments in the subset skipped), or to its `>` when it has no subset.
    private static func skipDoctype(_ bytes: [UInt8], from index: inout Int) -> Bool {
        var inSubset = false
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if inSubset, bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let end = find(Array("-->".utf8), in: bytes, from: index + 4) else { return false }
                index = end + 3
                continue
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                index += 1
                return true
            }
            index += 1
        }
        return false
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
