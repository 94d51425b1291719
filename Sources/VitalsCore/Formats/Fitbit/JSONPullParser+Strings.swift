import Foundation
import Localization

/// Strings: escapes (`\uXXXX` and surrogate pairs included) decoded into the kept text.
extension JSONPullParser {
    /// Reads a string whose opening quote is the current byte into ``text``.
    func readString() throws {
        position += 1
        text.removeAll(keepingCapacity: true)
        textIsTruncated = false
        while true {
            var end = position
            while end < count {
                let byte = buffer[end]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                end += 1
            }
            if end > position {
                keep(UnsafeBufferPointer(start: buffer + position, count: end - position))
                position = end
            }
            guard let byte = try peekByte() else { throw error(String(localized: "the file ends inside a string")) }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                try readEscape()
            case 0..<0x20:
                throw error(String(localized: """
                    a control character (byte \(Self.hex(byte))) inside a string; JSON needs it escaped
                    """))
            default:
                continue
            }
        }
    }

    /// Reads the escape whose backslash was just read.
    func readEscape() throws {
        guard let byte = try peekByte() else { throw error(String(localized: "the file ends inside a string")) }
        let decoded: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = byte
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            position += 1
            try readUnicodeEscape()
            return
        default:
            throw error(String(localized: "“\\\(Self.describeBare(byte))” is not a JSON escape"))
        }
        position += 1
        keep(decoded)
    }

    /// Reads the four hex digits after `\u` and, for a high surrogate, the low surrogate escape
    /// that must follow.
    func readUnicodeEscape() throws {
        var unit = try readHex4()
        while (0xD800...0xDBFF).contains(unit) {
            guard try peekByte() == UInt8(ascii: "\\") else {
                keep(scalar: 0xFFFD)
                return
            }
            position += 1
            guard let marker = try peekByte() else { throw error(String(localized: "the file ends inside a string")) }
            guard marker == UInt8(ascii: "u") else {
                keep(scalar: 0xFFFD)
                try readEscape()
                return
            }
            position += 1
            let low = try readHex4()
            if (0xDC00...0xDFFF).contains(low) {
                keep(scalar: 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                return
            }
            keep(scalar: 0xFFFD)
            unit = low
        }
        keep(scalar: (0xDC00...0xDFFF).contains(unit) ? 0xFFFD : unit)
    }

    func readHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try peekByte() else { throw error(String(localized: "the file ends inside a string")) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(String(localized: "“\\u” must be followed by four hexadecimal digits"))
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    func keep(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = Self.maximumTextBytes - text.count
        if bytes.count <= room {
            text.append(contentsOf: bytes)
        } else {
            text.append(contentsOf: bytes.prefix(room))
            textIsTruncated = true
        }
    }

    func keep(_ byte: UInt8) {
        if text.count < Self.maximumTextBytes {
            text.append(byte)
        } else {
            textIsTruncated = true
        }
    }

    func keep(scalar: UInt32) {
        var utf8: [UInt8] = []
        switch scalar {
        case 0..<0x80:
            keep(UInt8(scalar))
            return
        case 0x80..<0x800:
            utf8 = [0xC0 | UInt8(scalar >> 6), 0x80 | UInt8(scalar & 0x3F)]
        case 0x800..<0x10000:
            utf8 = [0xE0 | UInt8(scalar >> 12), 0x80 | UInt8(scalar >> 6 & 0x3F), 0x80 | UInt8(scalar & 0x3F)]
        default:
            utf8 = [0xF0 | UInt8(scalar >> 18), 0x80 | UInt8(scalar >> 12 & 0x3F),
                    0x80 | UInt8(scalar >> 6 & 0x3F), 0x80 | UInt8(scalar & 0x3F)]
        }
        if text.count + utf8.count <= Self.maximumTextBytes {
            text.append(contentsOf: utf8)
        } else {
            textIsTruncated = true
        }
    }
}
