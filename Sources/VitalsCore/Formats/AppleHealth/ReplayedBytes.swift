/// A byte source whose first bytes were already read (to recognise the format): gives them
/// again, then the rest of the source.
struct ReplayedBytes<Base: ByteSource>: ByteSource {
    private var base: Base
    private let prefix: [UInt8]
    private var position = 0

    /// `base` after `prefix` was read from it.
    init(_ prefix: [UInt8], then base: Base) {
        self.prefix = prefix
        self.base = base
    }

    var bytesRead: Int64 { base.bytesRead - Int64(prefix.count - position) }
    var totalBytes: Int64? { base.totalBytes }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard position < prefix.count else { return try base.read(into: buffer) }
        let count = min(buffer.count, prefix.count - position)
        prefix.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<position + count]))
        }
        position += count
        return count
    }
}
