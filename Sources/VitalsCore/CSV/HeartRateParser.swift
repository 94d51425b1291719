/// Parses a heart rate from CSV bytes: a decimal number within
/// ``HeartRateSample/plausibleBeatsPerMinute``.
enum HeartRateParser {
    enum Failure: Error {
        case notANumber
        case outOfRange(Double)
    }

    static func beatsPerMinute(_ field: UnsafeBufferPointer<UInt8>) throws(Failure) -> Double {
        let text = String(decoding: field.trimmingSpaces, as: UTF8.self)
        // Swift's parser accepts "nan", "inf" and hexadecimal; a heart rate is none of these.
        guard !text.isEmpty,
              text.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
                  || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
                  || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Double(text), value.isFinite
        else { throw .notANumber }
        guard HeartRateSample.plausibleBeatsPerMinute.contains(value) else { throw .outOfRange(value) }
        return value
    }
}

extension Double {
    /// The number as a CSV cell: `72` for whole numbers, else the shortest exact form (`72.5`).
    var csvText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
