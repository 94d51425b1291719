/// A field of a FIT message definition: where its value lies in the data message and how to
/// read its first element.
struct FITField {
    /// The field definition number (253 is the timestamp in every message).
    var number: UInt8
    /// Offset of the value from the first byte after the record header.
    var offset: Int
    /// Size of the whole value in bytes (an array holds several elements).
    var size: Int
    /// The base type number (the low five bits of the base-type byte).
    var baseType: UInt8

    /// The raw bits of the first element, or nil when the field is too small to hold one
    /// or the element is its base type's invalid marker.
    @inline(__always)
    func raw(in message: UnsafeRawBufferPointer, bigEndian: Bool) -> UInt64? {
        let width = FITBaseType.size(baseType)
        guard size >= width else { return nil }
        var raw: UInt64 = 0
        if bigEndian {
            for index in 0..<width {
                raw = raw << 8 | UInt64(message[offset + index])
            }
        } else {
            for index in stride(from: width - 1, through: 0, by: -1) {
                raw = raw << 8 | UInt64(message[offset + index])
            }
        }
        return FITBaseType.isInvalid(raw, baseType) ? nil : raw
    }

    /// The first element as a whole number (signed types sign-extended), or nil when it is
    /// invalid or the base type is not an integer.
    @inline(__always)
    func integer(in message: UnsafeRawBufferPointer, bigEndian: Bool) -> Int64? {
        guard FITBaseType.isInteger(baseType), let raw = raw(in: message, bigEndian: bigEndian) else { return nil }
        guard FITBaseType.isSigned(baseType) else { return Int64(truncatingIfNeeded: raw) }
        let shift = UInt64(64 - 8 * FITBaseType.size(baseType))
        return Int64(bitPattern: raw << shift) >> Int64(shift)
    }

    /// The first element as a number: integers, and float32/float64 values that are finite.
    @inline(__always)
    func number(in message: UnsafeRawBufferPointer, bigEndian: Bool) -> Double? {
        switch baseType {
        case 8:
            return raw(in: message, bigEndian: bigEndian).map { Double(Float(bitPattern: UInt32(truncatingIfNeeded: $0))) }
        case 9:
            return raw(in: message, bigEndian: bigEndian).map { Double(bitPattern: $0) }
        default:
            return integer(in: message, bigEndian: bigEndian).map(Double.init)
        }
    }
}
