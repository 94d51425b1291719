/// Parses decimal numbers from bytes without allocating: `72`, `+72.0`, `-3.25`, `.5`, `1e3`.
enum XMLDecimal {
    /// Powers of ten exactly representable as `Double`.
    private static let powersOfTen: [Double] = (0...22).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    /// The number `bytes` spell, or nil when they spell none (empty, letters, `nan`, `inf`,
    /// a lone sign or point). The result is correctly rounded, as `Double(String)` gives.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> Double? {
        var index = 0
        let count = bytes.count
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if mantissa >= 1 << 53 / 10 { return slowParse(bytes) }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                return digits > 0 ? slowParse(bytes) : nil
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, fractionDigits < powersOfTen.count else { return digits > 0 ? slowParse(bytes) : nil }
        // Both operands are exact, so the division is correctly rounded.
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    /// The general case (long mantissas, exponents) through the standard library.
    private static func slowParse(_ bytes: UnsafeRawBufferPointer) -> Double? {
        guard bytes.count <= 400 else { return nil }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"):
                continue
            default:
                return nil
            }
        }
        return Double(String(decoding: bytes, as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil }
    }
}
