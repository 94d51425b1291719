/// A FIT base type (the low five bits of a field definition's base-type byte): its size and
/// the value that marks "no value" for it.
enum FITBaseType {
    /// The size in bytes of one value of base type `number`, 1 for unknown types (read as bytes).
    static func size(_ number: UInt8) -> Int {
        switch number {
        case 3, 4, 11: 2
        case 5, 6, 8, 12: 4
        case 9, 14, 15, 16: 8
        default: 1
        }
    }

    /// Whether base type `number` holds a whole number (not a string, float, byte array or
    /// an unknown type).
    static func isInteger(_ number: UInt8) -> Bool {
        switch number {
        case 0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 14, 15, 16: true
        default: false
        }
    }

    /// Whether base type `number` is signed.
    static func isSigned(_ number: UInt8) -> Bool {
        number == 1 || number == 3 || number == 5 || number == 14
    }

    /// Whether `raw` (the value's bits, zero-extended) is base type `number`'s invalid marker:
    /// all ones for unsigned types, enum and byte, the largest positive value for signed
    /// types, zero for the `z` types, a NaN for floats.
    static func isInvalid(_ raw: UInt64, _ number: UInt8) -> Bool {
        switch number {
        case 0, 2, 13: raw == 0xFF
        case 1: raw == 0x7F
        case 3: raw == 0x7FFF
        case 4: raw == 0xFFFF
        case 5: raw == 0x7FFF_FFFF
        case 6: raw == 0xFFFF_FFFF
        case 14: raw == 0x7FFF_FFFF_FFFF_FFFF
        case 15: raw == .max
        case 10, 11, 12, 16: raw == 0
        case 8: Float(bitPattern: UInt32(truncatingIfNeeded: raw)).isNaN
        case 9: Double(bitPattern: raw).isNaN
        default: false
        }
    }
}
