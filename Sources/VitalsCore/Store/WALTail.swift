import Foundation
import Glibc

/// The part of a WAL file after its last committed frame: the pages of a transaction that
/// failed (a full disk) or was rolled back. SQLite ignores them and overwrites them with the
/// next transaction, but never shrinks the file, and its checkpoint, which would, cannot
/// run while the disk is full (it may have to grow the database).
///
/// The committed part is found as SQLite's own recovery finds it (https://sqlite.org/fileformat2.html#walformat):
/// frames whose salts match the header's and whose cumulative checksums hold, up to the last
/// commit frame. Cutting the file there loses nothing; it must be done while holding the
/// database's write lock, so that no one appends meanwhile.
struct WALTail {
    let wal: URL

    /// Truncates the file after its last committed frame; returns the bytes freed.
    @discardableResult
    func cut() -> Int {
        guard let size = try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? Int,
              let committed = committedLength(), committed < size
        else { return 0 }
        return truncate(wal.path, off_t(committed)) == 0 ? size - committed : 0
    }

    /// The length of the header and the committed frames; `nil` when the file is not a WAL.
    func committedLength() -> Int? {
        guard let handle = try? FileHandle(forReadingFrom: wal) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 32), header.count == 32 else { return nil }
        let magic = Self.bigEndian(header, 0)
        guard magic & 0xFFFF_FFFE == 0x377F_0682 else { return nil }
        let nativeBigEndian = magic & 1 == 1
        let pageSize = Int(Self.bigEndian(header, 8))
        guard pageSize >= 512, pageSize <= 65536, pageSize & (pageSize - 1) == 0 else { return nil }
        var sums = Self.checksum(header.prefix(24), bigEndian: nativeBigEndian, from: (0, 0))
        guard sums == (Self.bigEndian(header, 24), Self.bigEndian(header, 28)) else { return nil }
        let salts = (Self.bigEndian(header, 16), Self.bigEndian(header, 20))

        var committed = 32
        var offset = 32
        while let frame = try? handle.read(upToCount: 24 + pageSize), frame.count == 24 + pageSize {
            offset += frame.count
            guard (Self.bigEndian(frame, 8), Self.bigEndian(frame, 12)) == salts else { break }
            sums = Self.checksum(frame.prefix(8), bigEndian: nativeBigEndian, from: sums)
            sums = Self.checksum(frame.suffix(pageSize), bigEndian: nativeBigEndian, from: sums)
            guard sums == (Self.bigEndian(frame, 16), Self.bigEndian(frame, 20)) else { break }
            if Self.bigEndian(frame, 4) != 0 {
                committed = offset // A commit frame: everything up to here is a transaction.
            }
        }
        return committed
    }

    private static func bigEndian(_ data: Data, _ offset: Int) -> UInt32 {
        let start = data.startIndex + offset
        return data[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// SQLite's WAL checksum of `data` (a multiple of 8 bytes), continuing from `sums`.
    private static func checksum(_ data: Data, bigEndian: Bool, from sums: (UInt32, UInt32)) -> (UInt32, UInt32) {
        var (s0, s1) = sums
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var index = 0
            while index + 8 <= raw.count {
                var x0 = raw.loadUnaligned(fromByteOffset: index, as: UInt32.self)
                var x1 = raw.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self)
                if bigEndian {
                    x0 = UInt32(bigEndian: x0)
                    x1 = UInt32(bigEndian: x1)
                }
                s0 = s0 &+ x0 &+ s1
                s1 = s1 &+ x1 &+ s0
                index += 8
            }
        }
        return (s0, s1)
    }
}
