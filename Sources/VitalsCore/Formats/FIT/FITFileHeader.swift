import Foundation
import Localization

/// The header that starts each FIT file of a (possibly chained) input: its size (12 or 14
/// bytes), the size of the data that follows, and the header CRC when it has one.
struct FITFileHeader {
    /// 12 or 14.
    var size: Int
    /// Bytes of messages between the header and the 2-byte file CRC.
    var dataSize: Int64

    /// Checks the header in `bytes` (at least `bytes[0]` bytes) found at file offset `offset`.
    /// Throws ``ImportError/invalid(file:place:reason:)`` for a bad size, signature or CRC.
    init(_ bytes: UnsafeRawBufferPointer, at offset: Int64, file: URL) throws {
        size = Int(bytes[0])
        dataSize = Int64(bytes[4]) | Int64(bytes[5]) << 8 | Int64(bytes[6]) << 16 | Int64(bytes[7]) << 24
        guard bytes[8] == 0x2E, bytes[9] == 0x46, bytes[10] == 0x49, bytes[11] == 0x54 else {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(offset + 8)),
                                      reason: String(localized: "the FIT header has no “.FIT” signature"))
        }
        if size == 14 {
            let stored = UInt16(bytes[12]) | UInt16(bytes[13]) << 8
            let computed = FITCRC.of(UnsafeRawBufferPointer(rebasing: bytes[0..<12]))
            if stored != 0, stored != computed {
                throw ImportError.invalid(
                    file: file, place: FilePlace(.byte(offset + 12)),
                    reason: String(localized: """
                        the FIT header’s CRC is \(Self.hex(stored)) but its bytes give \(Self.hex(computed))
                        """))
            }
        }
    }

    /// Whether `size` is a FIT header size this reader knows.
    static func isValidSize(_ size: UInt8) -> Bool {
        size == 12 || size == 14
    }

    /// "0x0A1F".
    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
