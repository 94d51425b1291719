import Localization

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
    var text: [UInt8] = []
    /// Whether the last string was longer than ``text``.
    var textIsTruncated = false
    /// The value of the last ``JSONEvent/number``.
    var number: Double = 0
    /// The line where the last event starts (the first line is 1).
    var tokenLine = 1
    /// The byte of that line where the last event starts (the first byte is 1).
    var tokenColumn = 1

    var source: any ByteSource
    let buffer: UnsafeMutablePointer<UInt8>
    var position = 0
    var count = 0
    var bufferStart: Int64 = 0
    var sourceEnded = false
    var line = 1
    var lineStart: Int64 = 0
    /// The open containers, innermost last: `true` for an object.
    var containers: [Bool] = []
    var state = State.start
    var numberBytes: [UInt8] = []

    enum State {
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
                guard let byte else { throw error(String(localized: "the file is empty")) }
                if byte == 0xEF, bufferStart + Int64(position) == 0 {
                    try skipByteOrderMark()
                    continue
                }
                return try value(startingWith: byte)
            case .done:
                guard byte == nil else { throw error(String(localized: "more text follows the end of the JSON value")) }
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
                    let found = Self.describe(byte)
                    throw error(inObject
                        ? String(localized: "expected “,” or “}” after an object member, found \(found)")
                        : String(localized: "expected “,” or “]” after an array element, found \(found)"))
                }
            case .colon:
                guard let byte else { throw endInsideContainer() }
                guard byte == UInt8(ascii: ":") else {
                    throw error(String(localized: "expected “:” after a member name, found \(Self.describe(byte))"))
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
                throw error(String(localized: "expected a member name in quotes, found \(Self.describe(byte))"))
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

    func value(startingWith byte: UInt8) throws -> JSONEvent {
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
            throw error(String(localized: "expected a JSON value, found \(Self.describe(byte))"))
        }
    }

    func open(object: Bool) throws {
        guard containers.count < maximumDepth else {
            throw error(String(localized: "arrays and objects nest deeper than \(maximumDepth) levels"))
        }
        position += 1
        containers.append(object)
        state = object ? .firstKey : .firstValue
    }

    func close() -> JSONEvent {
        let object = containers.removeLast()
        finishValue()
        return object ? .endObject : .endArray
    }

    func finishValue() {
        state = containers.isEmpty ? .done : .afterValue
    }

    func readLiteral(_ literal: StaticString) throws {
        let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in bytes {
            guard try peekByte() == expected else {
                throw error(String(localized: "expected “\(literal)”"))
            }
            position += 1
        }
    }

    // MARK: - Bytes

    @inline(__always)
    func peekByte() throws -> UInt8? {
        if position < count { return buffer[position] }
        return try refill() ? buffer[position] : nil
    }

    func refill() throws -> Bool {
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

    func skipWhitespace() throws -> UInt8? {
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

    func skipByteOrderMark() throws {
        for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
            guard try peekByte() == expected else {
                throw error(String(localized: "the file starts with byte 0xEF but not with a UTF-8 byte order mark"))
            }
            position += 1
        }
        lineStart = 3
    }

    func markToken() {
        tokenLine = line
        tokenColumn = Int(bufferStart + Int64(position) - lineStart) + 1
    }

    // MARK: - Errors

    /// An error at the current byte.
    func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: Int(bufferStart + Int64(position) - lineStart) + 1, reason: reason)
    }

    /// An error at the start of the current token.
    func tokenError(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(line: tokenLine, column: tokenColumn, reason: reason)
    }

    func endInsideContainer() -> JSONSyntaxError {
        error(containers.last == true
              ? String(localized: "the file ends inside an object")
              : String(localized: "the file ends inside an array"))
    }

    /// “x” for a printable ASCII byte, else its hex value.
    static func describe(_ byte: UInt8) -> String {
        guard (0x21..<0x7F).contains(byte) else {
            return String(localized: "byte \(hex(byte))", comment: "A byte in a file: “byte 0x1F”.")
        }
        return "“\(Character(Unicode.Scalar(byte)))”"
    }

    static func describeBare(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(Character(Unicode.Scalar(byte))) : hex(byte)
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
