import CZlib
import Foundation
import Localization

/// The uncompressed bytes of one zip entry (stored or deflated), pulled piece by piece with
/// zlib: memory stays constant (a 256 KiB input buffer and zlib's 32 KiB window) whatever the
/// entry's size, zip64 included. The CRC-32 and size are checked at the end.
final class ZipEntryBytes: ByteSource {
    /// The entry read.
    let entry: ZipEntry
    private let input: any RandomAccessBytes
    private let file: URL
    /// Where the entry's data starts in the archive.
    private let dataStart: Int64
    /// Compressed bytes taken from the archive so far.
    private var fetched: Int64 = 0
    /// Uncompressed bytes handed out so far.
    private var produced: Int64 = 0
    private var checksum: UInt = 0
    private var finished = false
    /// zlib's state, for deflated entries.
    private let stream: UnsafeMutablePointer<z_stream>?
    private let inputBuffer: UnsafeMutableRawBufferPointer

    private static let inputCapacity = 256 * 1024

    /// Opens `entry` of the archive `input` (checking its local header); throws
    /// ``ImportError/invalid(file:place:reason:)`` when it is encrypted, compressed by a
    /// method other than deflate, or lies outside the archive.
    init(entry: ZipEntry, in input: any RandomAccessBytes, file: URL) throws {
        let place = FilePlace(.whole, entry: entry.name)
        guard entry.flags & 1 == 0 else {
            throw ImportError.invalid(file: file, place: place, reason: String(localized: "the zip entry is encrypted"))
        }
        guard entry.method == 0 || entry.method == 8 else {
            throw ImportError.invalid(file: file, place: place, reason:
                String(localized: """
                    the zip entry is compressed with method \(String(entry.method)); only stored and deflated entries are read
                    """))
        }
        guard let header = try input.bytes(at: entry.localHeaderOffset, count: 30),
              header.uint32(at: 0) == 0x0403_4B50
        else {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(entry.localHeaderOffset)), reason:
                String(localized: "the local header of the zip entry “\(entry.name)” is missing or damaged"))
        }
        let dataStart = entry.localHeaderOffset + 30 + Int64(header.uint16(at: 26)) + Int64(header.uint16(at: 28))
        guard entry.compressedSize <= input.size - dataStart else {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(input.size)), reason:
                String(localized: "the zip archive ends inside the entry “\(entry.name)”: it is truncated"))
        }
        self.entry = entry
        self.input = input
        self.file = file
        self.dataStart = dataStart
        inputBuffer = .allocate(byteCount: Self.inputCapacity, alignment: 16)
        if entry.method == 8 {
            let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            stream.initialize(to: z_stream())
            guard vitals_inflate_init_raw(stream) == Z_OK else {
                stream.deallocate()
                inputBuffer.deallocate()
                throw ImportError.unreadable(file: file, reason: String(localized: """
                    zlib cannot start inflating (out of memory)
                    """))
            }
            self.stream = stream
        } else {
            stream = nil
        }
    }

    deinit {
        if let stream {
            inflateEnd(stream)
            stream.deallocate()
        }
        inputBuffer.deallocate()
    }

    /// The position in the archive reached so far (for progress).
    var bytesRead: Int64 { dataStart + fetched - Int64(stream?.pointee.avail_in ?? 0) }
    var totalBytes: Int64? { input.size }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !finished, let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        // zlib counts in 32 bits.
        let capacity = min(buffer.count, 1 << 30)
        let count = try stream.map { try inflate(into: base, count: capacity, with: $0) }
            ?? copyStored(into: base, count: capacity)
        checksum = crc32(checksum, base.assumingMemoryBound(to: UInt8.self), UInt32(count))
        produced += Int64(count)
        if finished {
            try checkEnd()
        }
        return count
    }

    private func copyStored(into base: UnsafeMutableRawPointer, count: Int) throws -> Int {
        let wanted = Int(min(Int64(count), entry.compressedSize - fetched))
        guard wanted > 0 else {
            finished = true
            return 0
        }
        let read = try input.read(at: dataStart + fetched,
                                  into: UnsafeMutableRawBufferPointer(start: base, count: wanted))
        guard read > 0 else { throw truncated() }
        fetched += Int64(read)
        finished = fetched == entry.compressedSize
        return read
    }

    private func inflate(into base: UnsafeMutableRawPointer, count: Int,
                         with stream: UnsafeMutablePointer<z_stream>) throws -> Int {
        stream.pointee.next_out = base.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = UInt32(count)
        while true {
            if stream.pointee.avail_in == 0, fetched < entry.compressedSize {
                let wanted = Int(min(Int64(Self.inputCapacity), entry.compressedSize - fetched))
                let read = try input.read(at: dataStart + fetched,
                                          into: UnsafeMutableRawBufferPointer(rebasing: inputBuffer[0..<wanted]))
                guard read > 0 else { throw truncated() }
                fetched += Int64(read)
                stream.pointee.next_in = inputBuffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.pointee.avail_in = UInt32(read)
            }
            let status = CZlib.inflate(stream, Z_NO_FLUSH)
            let made = count - Int(stream.pointee.avail_out)
            switch status {
            case Z_STREAM_END:
                finished = true
                return made
            case Z_OK, Z_BUF_ERROR:
                if made > 0 { return made }
                if stream.pointee.avail_in == 0, fetched >= entry.compressedSize { throw truncated() }
            default:
                let detail = stream.pointee.msg.map { String(cString: $0) } ?? String(localized: "error \(String(status))")
                throw ImportError.invalid(file: file, place: FilePlace(.byte(produced + Int64(made)), entry: entry.name),
                                          reason: String(localized: "the compressed data is damaged (zlib: \(detail))"))
            }
        }
    }

    private func truncated() -> ImportError {
        .invalid(file: file, place: FilePlace(.byte(produced), entry: entry.name),
                 reason: String(localized: "the compressed data ends early: the zip archive is truncated or damaged"))
    }

    private func checkEnd() throws {
        let place = FilePlace(.byte(produced), entry: entry.name)
        guard produced == entry.uncompressedSize else {
            throw ImportError.invalid(file: file, place: place, reason:
                String(localized: """
                    the entry holds \(produced) bytes where the zip directory says \(entry.uncompressedSize)
                    """))
        }
        guard UInt32(truncatingIfNeeded: checksum) == entry.crc32 else {
            throw ImportError.invalid(file: file, place: place, reason: String(localized: """
                the entry’s CRC-32 is \(UInt32(truncatingIfNeeded: checksum), specifier: "%08x") where the zip \
                directory says \(entry.crc32, specifier: "%08x"): the archive is damaged
                """))
        }
    }
}
