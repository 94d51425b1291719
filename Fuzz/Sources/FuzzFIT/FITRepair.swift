/// Makes a mutated FIT input consistent again: the header's data size matches the input, and
/// the header CRC (14-byte headers) and the file CRC are those of the bytes. Written from the
/// FIT protocol, independently of the reader's code.
enum FITRepair {
    /// Repairs `bytes` in place; an input too short for a header and a CRC, or whose first
    /// byte is not a header size (12 or 14), is left as it is.
    static func repair(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        let headerSize = Int(bytes.first ?? 0)
        guard headerSize == 12 || headerSize == 14, bytes.count >= headerSize + 2 else { return }
        let dataSize = UInt32(bytes.count - headerSize - 2)
        for index in 0..<4 {
            bytes[4 + index] = UInt8(truncatingIfNeeded: dataSize >> (8 * index))
        }
        if headerSize == 14 {
            store(crc(of: UnsafeBufferPointer(rebasing: bytes[0..<12])), in: bytes, at: 12)
        }
        let end = bytes.count - 2
        store(crc(of: UnsafeBufferPointer(rebasing: bytes[0..<end])), in: bytes, at: end)
    }

    /// The FIT CRC-16 of `bytes` (the protocol's nibble-table algorithm).
    static func crc(of bytes: UnsafeBufferPointer<UInt8>) -> UInt16 {
        var crc: UInt16 = 0
        for byte in bytes {
            crc = step(crc, byte & 0x0F)
            crc = step(crc, byte >> 4)
        }
        return crc
    }

    private static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    private static func step(_ crc: UInt16, _ nibble: UInt8) -> UInt16 {
        let low = table[Int(crc & 0x0F)]
        return ((crc >> 4) & 0x0FFF) ^ low ^ table[Int(nibble)]
    }

    private static func store(_ value: UInt16, in bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
        bytes[index] = UInt8(truncatingIfNeeded: value)
        bytes[index + 1] = UInt8(truncatingIfNeeded: value >> 8)
    }
}
