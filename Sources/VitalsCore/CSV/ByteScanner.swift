/// Reads ASCII numbers, signs and words from bytes, front to back.
struct ByteScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// The next byte, if any.
    var peek: UInt8? { isAtEnd ? nil : bytes[index] }

    var peekIsDigit: Bool { !isAtEnd && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) }

    /// Whether all the bytes are `-?digits(.digits)?` (with `,` for the point too when
    /// `decimalComma`).
    func isEpochNumber(decimalComma: Bool = false) -> Bool {
        var sawDigit = false
        var sawPoint = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "-") where offset == 0: continue
            case UInt8(ascii: ".") where !sawPoint: sawPoint = true
            case UInt8(ascii: ",") where !sawPoint && decimalComma: sawPoint = true
            default: return false
            }
        }
        return sawDigit
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard !isAtEnd, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips `word` (ASCII letters) in any case; false, moving nothing, when it is not next.
    mutating func skipWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        for offset in 0..<count where bytes[index + offset] | 0x20 != word.utf8Start[offset] | 0x20 {
            return false
        }
        index += count
        return true
    }

    /// Skips spaces; true when there was at least one.
    mutating func skipSpaces() -> Bool {
        let start = index
        while !isAtEnd, bytes[index] == UInt8(ascii: " ") {
            index += 1
        }
        return index > start
    }

    mutating func digit() -> Int64? {
        guard peekIsDigit else { return nil }
        defer { index += 1 }
        return Int64(bytes[index] - UInt8(ascii: "0"))
    }

    /// Exactly `digits` digits.
    mutating func fixedInteger(digits: Int) -> Int64? {
        var value: Int64 = 0
        for _ in 0..<digits {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// One to `maximumDigits` digits, and how many there were.
    mutating func integer(maximumDigits: Int) -> (Int64, Int)? {
        var value: Int64 = 0
        var count = 0
        while count < maximumDigits, let digit = digit() {
            value = value * 10 + digit
            count += 1
        }
        return count > 0 ? (value, count) : nil
    }

    /// Whether the next `count` bytes are digits (without moving).
    func hasDigits(_ count: Int) -> Bool {
        guard bytes.count - index >= count else { return false }
        return (index..<index + count).allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: UnsafeBufferPointer<UInt8> {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == UInt8(ascii: " ") || self[start] == UInt8(ascii: "\t") {
            start += 1
        }
        while end > start, self[end - 1] == UInt8(ascii: " ") || self[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        return UnsafeBufferPointer(rebasing: self[start..<end])
    }
}
