/// A streaming JSON parser over a ``ByteSource``: it reports a document as a sequence of
/// ``JSONEvent``s and checks the JSON grammar (RFC 8259) as it goes, in memory that does not
/// grow with the input (a 64 KiB buffer, at most ``maximumTextBytes`` of each string, a
/// nesting limit).
///
/// - Strings are decoded (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX` and
///   surrogate pairs); a lone surrogate becomes U+FFFD. Only the first ``maximumTextBytes``
///   bytes of a string are kept (``textIsTruncated`` says when more followed); the rest is
///   still checked. String bytes are not checked for UTF-8 validity.
/// - Numbers are checked against the JSON number grammar and converted to `Double`
///   (`1e400` is infinity, as in most parsers); one longer than ``maximumNumberLength``
///   characters is refused.
/// - A UTF-8 byte order mark at the start is skipped.
///
/// Errors are ``JSONSyntaxError``s with the line and byte column; read errors of the source
/// are passed on as they are.
final class JSONPullParser {
    /// Bytes read from the source at a time.
    static let bufferSize = 64 * 1024
    /// Bytes of each string kept in ``text``.
    static let maximumTextBytes = 1024
    /// The longest number accepted, in characters.
    static let maximumNumberLength = 400

    /// The deepest nesting of arrays and objects accepted.
    let maximumDepth: Int
    /// The text of the last ``JSONEvent/key`` or ``JSONEvent/string`` (its first bytes).
    private(set) var text: [UInt8] = []
    /// Whether the last string was longer than ``text``.
    private(set) var textIsTruncated = false
    /// The value of the last ``JSONEvent/number``.
    private(set) var number: Double = 0
    /// The line where the last event starts (the first line is 1).
    private(set) var tokenLine = 1
    /// The byte of that line where the last event starts (the first byte is 1).
    private(set) var tokenColumn = 1

    private var source: any ByteSource
    private let buffer: UnsafeMutablePointer<UInt8>
    private var position = 0
    private var count = 0
    private var bufferStart: Int64 = 0
    private var sourceEnded = false
    private var line = 1
    private var lineStart: Int64 = 0
    /// The open containers, innermost last: `true` for an object.
    private var containers: [Bool] = []
    private var state = State.start
    private var numberBytes: [UInt8] = []

    private enum State {
        case start, firstKey, key, colon, firstValue, value, afterValue, done
    }

    /// A parser of the JSON document in `source`, refusing nesting deeper than `maximumDepth`.
    init(source: any ByteSource, maximumDepth: Int = 64) {
        self.source = source
        self.maximumDepth = maximumDepth
        buffer = .allocate(capacity: Self.bufferSize)
        text.reserveCapacity(Self.maximumTextBytes)
        numberBytes.reserveCapacity(Self.maximumNumberLength)
        containers.reserveCapacity(maximumDepth)
    }

    deinit {
        buffer.deallocate()
    }

    /// Bytes of the underlying file consumed so far, for progress.
    var bytesRead: Int64 { source.bytesRead }

    /// Whether `text` is exactly `literal`.
    func textEquals(_ literal: StaticString) -> Bool {
        !textIsTruncated && text.elementsEqual(
            UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// The next event; ``JSONEvent/end`` once the document is complete (and again after).
    func next() throws -> JSONEvent {
        while true {
            let byte = try skipWhitespace()
            markToken()
            switch state {
            case .start:
                guard let byte else { throw error("the file is empty") }
                if byte == 0xEF, bufferStart + Int64(position) == 0 {
                    try skipByteOrderMark()
                    continue
                }
                return try value(startingWith: byte)
            case .done:
                guard byte == nil else { throw error("more text follows the end of the JSON value") }
                return .end
            case .afterValue:
                guard let byte else { throw endInsideContainer() }
                let inObject = containers.last == true
                if byte == UInt8(ascii: ",") {
                    position += 1
                    state = inObject ? .key : .value
                } else if byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    return close()
                } else {
                    throw error(inObject
                        ? "expected “,” or “}” after an object member, found \(Self.describe(byte))"
                        : "expected “,” or “]” after an array element, found \(Self.describe(byte))")
                }
            case .colon:
                guard let byte else { throw endInsideContainer() }
                guard byte == UInt8(ascii: ":") else {
                    throw error("expected “:” after a member name, found \(Self.describe(byte))")
                }
                position += 1
                state = .value
            case .firstKey, .key:
                guard let byte else { throw endInsideContainer() }
                if byte == UInt8(ascii: "\"") {
                    try readString()
                    state = .colon
                    return .key
                }
                if byte == UInt8(ascii: "}"), state == .firstKey {
                    position += 1
                    return close()
                }
                throw error("expected a member name in quotes, found \(Self.describe(byte))")
            case .firstValue, .value:
                guard let byte else { throw endInsideContainer() }
                if byte == UInt8(ascii: "]"), state == .firstValue {
                    position += 1
                    return close()
                }
                return try value(startingWith: byte)
            }
        }
    }

    /// Skips the rest of the value whose first event was `first` (the members or elements of
    /// an object or array; nothing for a scalar).
    func skipValue(startingWith first: JSONEvent) throws {
        guard first == .beginObject || first == .beginArray else { return }
        var depth = 1
        while depth > 0 {
            switch try next() {
            case .beginObject, .beginArray: depth += 1
            case .endObject, .endArray: depth -= 1
            default: break
            }
        }
    }

    // MARK: - Values

    private func value(startingWith byte: UInt8) throws -> JSONEvent {
        switch byte {
        case UInt8(ascii: "{"):
            try open(object: true)
            return .beginObject
        case UInt8(ascii: "["):
            try open(object: false)
            return .beginArray
        case UInt8(ascii: "\""):
            try readString()
            finishValue()
            return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try readNumber()
            finishValue()
            return .number
        case UInt8(ascii: "t"):
            try readLiteral("true")
            finishValue()
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            finishValue()
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            finishValue()
            return .null
        default:
            throw error("expected a JSON value, found \(Self.describe(byte))")
        }
    }

    private func open(object: Bool) throws {
        guard containers.count < maximumDepth else {
            throw error("arrays and objects nest deeper than \(maximumDepth) levels")
        }
        position += 1
        containers.append(object)
        state = object ? .firstKey : .firstValue
    }

    private func close() -> JSONEvent {
        let object = containers.removeLast()
        finishValue()
        return object ? .endObject : .endArray
    }

    private func finishValue() {
        state = containers.isEmpty ? .done : .afterValue
    }

    private func readLiteral(_ literal: StaticString) throws {
        let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in bytes {
            guard try peekByte() == expected else {
                throw error("expected “\(literal)”")
            }
            position += 1
        }
    }

    // MARK: - Numbers

    private func readNumber() throws {
        numberBytes.removeAll(keepingCapacity: true)
        while let byte = try peekByte() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard numberBytes.count < Self.maximumNumberLength else {
                    throw tokenError("a number longer than \(Self.maximumNumberLength) characters")
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
    private func convertNumber() throws {
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
            throw tokenError("“\(String(decoding: bytes.prefix(40), as: UTF8.self))” is not a JSON number")
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
            throw tokenError("“\(String(decoding: bytes.prefix(40), as: UTF8.self))” is not a number this parser can convert")
        }
    }

    // MARK: - Strings

    /// Reads a string whose opening quote is the current byte into ``text``.
    private func readString() throws {
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
            guard let byte = try peekByte() else { throw error("the file ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                try readEscape()
            case 0..<0x20:
                throw error("a control character (byte \(Self.hex(byte))) inside a string; JSON needs it escaped")
            default:
                continue
            }
        }
    }

    /// Reads the escape whose backslash was just read.
    private func readEscape() throws {
        guard let byte = try peekByte() else { throw error("the file ends inside a string") }
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
            throw error("“\\\(Self.describeBare(byte))” is not a JSON escape")
        }
        position += 1
        keep(decoded)
    }

    /// Reads the four hex digits after `\u` and, for a high surrogate, the low surrogate escape
    /// that must follow.
    private func readUnicodeEscape() throws {
        var unit = try readHex4()
        while (0xD800...0xDBFF).contains(unit) {
            guard try peekByte() == UInt8(ascii: "\\") else {
                keep(scalar: 0xFFFD)
                return
            }
            position += 1
            guard let marker = try peekByte() else { throw error("the file ends inside a string") }
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

    private func readHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try peekByte() else { throw error("the file ends inside a string") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("“\\u” must be followed by four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private func keep(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = Self.maximumTextBytes - text.count
        if bytes.count <= room {
            text.append(contentsOf: bytes)
        } else {
            text.append(contentsOf: bytes.prefix(room))
            textIsTruncated = true
        }
    }

    private func keep(_ byte: UInt8) {
        if text.count < Self.maximumTextBytes {
            text.append(byte)
        } else {
            textIsTruncated = true
        }
    }

    private func keep(scalar: UInt32) {
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

    // MARK: - Bytes

    @inline(__always)
    private func peekByte() throws -> UInt8? {
        if position < count { return buffer[position] }
        return try refill() ? buffer[position] : nil
    }

    private func refill() throws -> Bool {
        guard !sourceEnded else { return false }
        bufferStart += Int64(count)
        position = 0
        count = 0
        let read = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: Self.bufferSize))
        guard read > 0 else {
            sourceEnded = true
            return false
        }
        count = min(read, Self.bufferSize)
        return true
    }

    private func skipWhitespace() throws -> UInt8? {
        while true {
            while position < count {
                switch buffer[position] {
                case 0x20, 0x09, 0x0D:
                    position += 1
                case 0x0A:
                    position += 1
                    line += 1
                    lineStart = bufferStart + Int64(position)
                default:
                    return buffer[position]
                }
            }
            guard try refill() else { return nil }
        }
    }

    private func skipByteOrderMark() throws {
        for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
            guard try peekByte() == expected else {
                throw error("the file starts with byte 0xEF but not with a UTF-8 byte order mark")
            }
            position += 1
        }
        lineStart = 3
    }

    private func markToken() {
        tokenLine = line
        tokenColumn = Int(bufferStart + Int64(position) - lineStart) + 1
    }

    // MARK: - Errors

    /// An error at the current byte.
    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: Int(bufferStart + Int64(position) - lineStart) + 1, reason: reason)
    }

    /// An error at the start of the current token.
    private func tokenError(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(line: tokenLine, column: tokenColumn, reason: reason)
    }

    private func endInsideContainer() -> JSONSyntaxError {
        error(containers.last == true ? "the file ends inside an object" : "the file ends inside an array")
    }

    /// “x” for a printable ASCII byte, else its hex value.
    static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "“\(Character(Unicode.Scalar(byte)))”" : "byte \(hex(byte))"
    }

    private static func describeBare(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(Character(Unicode.Scalar(byte))) : hex(byte)
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
