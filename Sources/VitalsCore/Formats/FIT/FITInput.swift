/// The bytes of a FIT file pulled from a ``ByteSource`` through a fixed buffer, so memory
/// stays constant whatever the file's size. Tracks the file offset, reports progress to the
/// sink, and keeps the CRC of the bytes consumed.
final class FITInput {
    /// Large enough for the largest message: 1 + 255·255·2 bytes of fields.
    static let capacity = 256 * 1024
    private static let readSize = 64 * 1024

    private var source: any ByteSource
    private let storage: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var storageOffset: Int64 = 0
    private var atEnd = false
    /// The CRC of the bytes consumed since the last ``resetCRC()``.
    private(set) var crc = FITCRC()

    init(_ source: any ByteSource) {
        self.source = source
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.capacity, alignment: 8)
    }

    deinit {
        storage.deallocate()
    }

    /// The file offset of the next unconsumed byte.
    var offset: Int64 { storageOffset + Int64(start) }

    /// Bytes available without reading more.
    var available: Int { end - start }

    /// Bytes of the underlying file read so far.
    var bytesRead: Int64 { source.bytesRead }

    /// The size of the underlying file, when known.
    var totalBytes: Int64? { source.totalBytes }

    /// Starts a new CRC (at a FIT file header).
    func resetCRC() {
        crc = FITCRC()
    }

    /// Makes `count` bytes (at most ``capacity``) available, reading more as needed;
    /// returns false when the input ends first. Reports progress to `sink` after each read.
    @inline(__always)
    func ensure<Sink: SampleSink>(_ count: Int, sink: inout Sink) throws -> Bool {
        if end - start >= count { return true }
        return try fill(count, sink: &sink)
    }

    private func fill<Sink: SampleSink>(_ count: Int, sink: inout Sink) throws -> Bool {
        precondition(count <= Self.capacity)
        if start > 0 {
            let remaining = end - start
            if remaining > 0, let base = storage.baseAddress {
                base.copyMemory(from: base + start, byteCount: remaining)
            }
            storageOffset += Int64(start)
            start = 0
            end = remaining
        }
        while end < count, !atEnd {
            let room = min(Self.readSize, Self.capacity - end)
            let read = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: storage[end..<end + room]))
            if read == 0 {
                atEnd = true
            } else {
                end += read
                try sink.advanced(to: source.bytesRead)
            }
        }
        return end >= count
    }

    /// Whether the input has no byte left (reads to find out).
    func isAtEnd<Sink: SampleSink>(sink: inout Sink) throws -> Bool {
        try !ensure(1, sink: &sink)
    }

    /// The next `count` available bytes, not consumed (call ``ensure(_:sink:)`` first).
    @inline(__always)
    func peek(_ count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: storage[start..<start + count])
    }

    /// Consumes `count` available bytes, adding them to the CRC.
    @inline(__always)
    func consume(_ count: Int) {
        crc.add(UnsafeRawBufferPointer(rebasing: storage[start..<start + count]))
        start += count
    }
}
