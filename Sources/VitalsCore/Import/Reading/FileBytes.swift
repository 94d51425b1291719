import Foundation
import Glibc
import Localization

/// A file read from start to end with `read(2)`, never mapped, so a file that changes or
/// shrinks while it is read gives an error rather than a crash.
public final class FileBytes: ByteSource {
    /// The file.
    public let file: URL
    public let totalBytes: Int64?
    public private(set) var bytesRead: Int64 = 0
    private let descriptor: Int32

    /// Opens `file`; a folder or an unreadable file throws ``ImportError/unreadable(file:reason:)``.
    public init(file: URL) throws {
        self.file = file
        descriptor = Glibc.open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImportError.unreadable(file: file, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            Glibc.close(descriptor)
            throw ImportError.unreadable(file: file, reason: String(localized: "it is a folder"))
        }
        totalBytes = status.st_mode & S_IFMT == S_IFREG ? Int64(status.st_size) : nil
    }

    deinit {
        Glibc.close(descriptor)
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let count = Glibc.read(descriptor, base, buffer.count)
            if count > 0 {
                bytesRead += Int64(count)
                return count
            }
            if count == 0 {
                if let totalBytes, bytesRead < totalBytes {
                    throw ImportError.unreadable(
                        file: file, reason: String(localized: """
                            it shrank while it was read (\(bytesRead) of \(totalBytes) bytes)
                            """))
                }
                return 0
            }
            if errno != EINTR {
                throw ImportError.unreadable(file: file, reason: String(cString: strerror(errno)))
            }
        }
    }
}
