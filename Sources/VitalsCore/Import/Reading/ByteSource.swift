/// A stream of bytes a reader pulls from: a file, a zip entry, or bytes in memory.
public protocol ByteSource {
    /// Reads up to `buffer.count` bytes into `buffer` and returns how many; 0 at the end.
    /// Throws ``ImportError`` when the input cannot be read.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Bytes of the underlying file consumed so far (for a zip entry: compressed bytes), for
    /// progress.
    var bytesRead: Int64 { get }
    /// The underlying file's size, when known (not for a pipe).
    var totalBytes: Int64? { get }
}

/// Bytes already in memory (fuzzing, tests, small files).
public struct MemoryBytes: ByteSource {
    private let bytes: [UInt8]
    private var position = 0

    /// A stream over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var bytesRead: Int64 { Int64(position) }
    public var totalBytes: Int64? { Int64(bytes.count) }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<position + count]))
        }
        position += count
        return count
    }
}
