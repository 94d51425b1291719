/// Little-endian integers read from a byte array at an offset, as zip records store them.
extension Array where Element == UInt8 {
    /// The 16-bit value at `offset`; the caller has checked that the bytes exist.
    func uint16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    /// The 32-bit value at `offset`; the caller has checked that the bytes exist.
    func uint32(at offset: Int) -> UInt32 {
        UInt32(uint16(at: offset)) | UInt32(uint16(at: offset + 2)) << 16
    }

    /// The 64-bit value at `offset`; the caller has checked that the bytes exist.
    func uint64(at offset: Int) -> UInt64 {
        UInt64(uint32(at: offset)) | UInt64(uint32(at: offset + 4)) << 32
    }
}
