import Foundation
import Localization

/// Numbers: the JSON number grammar checked byte by byte, then converted.
extension JSONPullParser {
    func readNumber() throws {
        numberBytes.removeAll(keepingCapacity: true)
        while let byte = try peekByte() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard numberBytes.count < Self.maximumNumberLength else {
                    throw tokenError(String(localized: "a number longer than \(Self.maximumNumberLength) characters"))
                }
                numberBytes.append(byte)
                position += 1
            default:
                try convertNumber()
                return
            }
        }
        try convertNumber()
    }

    /// Checks `numberBytes` against `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` and
    /// sets ``number``.
    func convertNumber() throws {
        let bytes = numberBytes
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index += 1
            }
            return index - start
        }
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        var plainInteger = true
        var valid = integerDigits > 0 && (integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0"))
        if valid, index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            plainInteger = false
            valid = digits() > 0
        }
        if valid, index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            plainInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            valid = digits() > 0
        }
        guard valid, index == bytes.count else {
            throw tokenError(String(localized: """
                “\(String(decoding: bytes.prefix(40), as: UTF8.self))” is not a JSON number
                """))
        }
        if plainInteger, integerDigits <= 18 {
            var value: Int64 = 0
            for byte in bytes[integerStart...] {
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            number = Double(negative ? -value : value)
        } else if let value = Double(String(decoding: bytes, as: UTF8.self)) {
            number = value
        } else {
            throw tokenError(String(localized: """
                “\(String(decoding: bytes.prefix(40), as: UTF8.self))” is not a number this parser can convert
                """))
        }
    }
}
