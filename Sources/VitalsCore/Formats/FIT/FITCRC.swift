/// The CRC-16 the FIT protocol uses for its header and file checks (the FIT SDK's nibble-wise
/// CRC with polynomial 0x8005, reflected, initial value 0: CRC-16/ARC), computed a byte at a
/// time from a 256-entry table equal to the SDK's two nibble steps.
struct FITCRC {
    /// The CRC of the bytes added so far.
    private(set) var value: UInt16 = 0

    private static let table: [UInt16] = (0..<256).map { byte in
        var crc = UInt16(byte)
        for _ in 0..<8 {
            crc = crc & 1 == 1 ? (crc >> 1) ^ 0xA001 : crc >> 1
        }
        return crc
    }

    /// Adds `bytes` to the CRC.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var crc = value
        Self.table.withUnsafeBufferPointer { table in
            for byte in bytes {
                crc = (crc >> 8) ^ table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)]
            }
        }
        value = crc
    }

    /// The CRC of `bytes` alone.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt16 {
        var crc = FITCRC()
        crc.add(bytes)
        return crc.value
    }
}
