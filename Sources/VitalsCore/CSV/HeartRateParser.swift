/// Parses a heart rate (or another decimal number) from CSV bytes, without making a String
/// on the usual path: `72`, `72.5`, `-3`, `7.25e1`; with `decimalComma`, `72,5` too.
/// Spaces and tabs around the number are ignored. NaN, infinity and hexadecimal are not
/// numbers here.
enum HeartRateParser {
    enum Failure: Error {
        case notANumber
        case outOfRange(Double)
    }

    /// The number in `field` if it is one.
    static func number(_ field: UnsafeBufferPointer<UInt8>, decimalComma: Bool = false) throws(Failure) -> Double {
        let bytes = field.trimmingSpaces
        if let value = simpleDecimal(bytes, decimalComma: decimalComma) {
            return value
        }
        // Rare forms (an exponent, 20+ digits, `.5`, `72.`): the standard library's parser
        // over the same characters, the decimal comma as a point.
        guard !bytes.isEmpty,
              bytes.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
                  || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
                  || (decimalComma && $0 == UInt8(ascii: ","))
                  || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { throw .notANumber }
        let text = String(decoding: bytes.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw .notANumber }
        return value
    }

    /// The number within ``HeartRateSample/plausibleBeatsPerMinute`` (the store's own import,
    /// which refuses the file for a value outside it).
    static func beatsPerMinute(_ field: UnsafeBufferPointer<UInt8>) throws(Failure) -> Double {
        let value = try number(field)
        guard HeartRateSample.plausibleBeatsPerMinute.contains(value) else { throw .outOfRange(value) }
        return value
    }

    /// Exact powers of ten, for correctly rounded `digits / 10^n` with `digits < 2^53`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// `[+-]?digits([.,]digits)?` with at most 15 digits in all, as the correctly rounded
    /// double (an exact integer divided by an exact power of ten); nil for any other form.
    private static func simpleDecimal(_ bytes: UnsafeBufferPointer<UInt8>, decimalComma: Bool) -> Double? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        var digits: Int64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var sawPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- UInt8(ascii: "0") < 10 {
                digits = digits * 10 + Int64(byte &- UInt8(ascii: "0"))
                digitCount += 1
                if sawPoint { fractionDigits += 1 }
                guard digitCount <= 15 else { return nil }
            } else if !sawPoint, byte == UInt8(ascii: ".") || (decimalComma && byte == UInt8(ascii: ",")) {
                // Digits on both sides of the point, else the slow path decides.
                guard digitCount > 0, index + 1 < bytes.count else { return nil }
                sawPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digitCount > 0 else { return nil }
        let magnitude = Double(digits) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}

extension Double {
    /// The number as a CSV cell: `72` for whole numbers, else the shortest exact form (`72.5`).
    var csvText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
