/// Decodes XML references in character data: the five predefined entities (`&amp;` `&lt;`
/// `&gt;` `&quot;` `&apos;`) and character references (`&#123;`, `&#x1F;`).
///
/// Forgiving: an unknown entity (`&nbsp;`), a bare `&`, or a reference to a code point that
/// is not a character is kept as it is written. A reference is always longer than the
/// UTF-8 it stands for, so the decoded form never needs more bytes than the raw one.
enum XMLEntityDecoder {
    /// Writes the decoded form of `raw` to `output` (room for `raw.count` bytes) and returns
    /// how many bytes it wrote.
    static func decode(_ raw: UnsafeRawBufferPointer, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var index = 0
        var written = 0
        let count = raw.count
        while index < count {
            let byte = raw[index]
            guard byte == XMLSyntax.ampersand else {
                output[written] = byte
                written += 1
                index += 1
                continue
            }
            // A reference is at most `&#x10FFFF;` (10 bytes) long.
            var end = index + 1
            while end < count, end - index <= 10, raw[end] != XMLSyntax.semicolon, raw[end] != XMLSyntax.ampersand {
                end += 1
            }
            if end < count, raw[end] == XMLSyntax.semicolon,
               let length = writeReference(UnsafeRawBufferPointer(rebasing: raw[(index + 1)..<end]),
                                           to: output + written) {
                written += length
                index = end + 1
            } else {
                output[written] = byte
                written += 1
                index += 1
            }
        }
        return written
    }

    /// Writes the character `name` (the text between `&` and `;`) refers to and returns its
    /// length in bytes; nil when it is no reference this decoder knows.
    private static func writeReference(_ name: UnsafeRawBufferPointer, to output: UnsafeMutablePointer<UInt8>) -> Int? {
        guard let first = name.first else { return nil }
        if first == UInt8(ascii: "#") {
            guard let scalar = characterReference(UnsafeRawBufferPointer(rebasing: name.dropFirst())) else {
                return nil
            }
            var length = 0
            for unit in UTF8.encode(scalar) ?? UTF8.EncodedScalar() {
                output[length] = unit
                length += 1
            }
            return length
        }
        let replacement: UInt8
        if matches(name, "amp") {
            replacement = UInt8(ascii: "&")
        } else if matches(name, "lt") {
            replacement = UInt8(ascii: "<")
        } else if matches(name, "gt") {
            replacement = UInt8(ascii: ">")
        } else if matches(name, "quot") {
            replacement = UInt8(ascii: "\"")
        } else if matches(name, "apos") {
            replacement = UInt8(ascii: "'")
        } else {
            return nil
        }
        output[0] = replacement
        return 1
    }

    /// The scalar of `digits` in `&#digits;` or `&#xhex;`, nil when it is no character.
    private static func characterReference(_ digits: UnsafeRawBufferPointer) -> Unicode.Scalar? {
        guard let first = digits.first else { return nil }
        let hexadecimal = first == UInt8(ascii: "x") || first == UInt8(ascii: "X")
        let body = hexadecimal ? UnsafeRawBufferPointer(rebasing: digits.dropFirst()) : digits
        guard !body.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in body {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value * (hexadecimal ? 16 : 10) + digit
            if value > 0x10FFFF { return nil }
        }
        return Unicode.Scalar(value)
    }

    private static func matches(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { expected in bytes.elementsEqual(expected) }
    }
}
