import Foundation
import Glibc
import Localization

/// Bytes that can be read at any offset: a zip archive, whose directory is at its end.
public protocol RandomAccessBytes: AnyObject {
    /// The number of bytes.
    var size: Int64 { get }
    /// Reads up to `buffer.count` bytes starting at `offset` into `buffer` and returns how
    /// many (fewer only at the end). Throws ``ImportError`` when they cannot be read.
    func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

extension RandomAccessBytes {
    /// Exactly `count` bytes at `offset`, or nil when the input ends before them.
    func bytes(at offset: Int64, count: Int) throws -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= size, Int64(count) <= size - offset else { return nil }
        var result = [UInt8](repeating: 0, count: count)
        var done = 0
        try result.withUnsafeMutableBytes { buffer in
            while done < count {
                let read = try self.read(at: offset + Int64(done),
                                         into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
                guard read > 0 else { return }
                done += read
            }
        }
        return done == count ? result : nil
    }
}

/// A file read with `pread(2)`, never mapped, so a file that shrinks while it is read gives
/// an error rather than a crash.
public final class RandomAccessFile: RandomAccessBytes {
    /// The file.
    public let file: URL
    public let size: Int64
    private let descriptor: Int32

    /// Opens `file`; a folder, a pipe or an unreadable file throws ``ImportError/unreadable(file:reason:)``.
    public init(file: URL) throws {
        self.file = file
        descriptor = Glibc.open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImportError.unreadable(file: file, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            Glibc.close(descriptor)
            throw ImportError.unreadable(file: file, reason: String(localized: "it is not a regular file"))
        }
        size = Int64(status.st_size)
    }

    deinit {
        Glibc.close(descriptor)
    }

    public func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let count = pread(descriptor, base, buffer.count, off_t(offset))
            if count >= 0 { return count }
            if errno != EINTR {
                throw ImportError.unreadable(file: file, reason: String(cString: strerror(errno)))
            }
        }
    }
}

/// Bytes in memory read at any offset (fuzzing, tests).
public final class RandomAccessMemory: RandomAccessBytes {
    private let bytes: [UInt8]

    /// Random access over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var size: Int64 { Int64(bytes.count) }

    public func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard offset >= 0, offset < Int64(bytes.count) else { return 0 }
        let start = Int(offset)
        let count = min(buffer.count, bytes.count - start)
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<start + count]))
        }
        return count
    }
}
