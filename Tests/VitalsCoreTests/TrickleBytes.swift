@testable import VitalsCore

/// A byte source that hands out its bytes in small, varying pieces, to test buffer boundaries.
struct TrickleBytes: ByteSource {
    private var bytes: MemoryBytes
    private var step = 0
    let totalBytes: Int64?

    init(_ bytes: [UInt8]) {
        self.bytes = MemoryBytes(bytes)
        totalBytes = Int64(bytes.count)
    }

    var bytesRead: Int64 { bytes.bytesRead }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        step += 1
        let count = min(buffer.count, 1 + step % 7)
        return try bytes.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]))
    }
}
