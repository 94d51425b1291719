import Foundation
import Glibc

/// Where an export writes its CSV.
public enum ExportDestination: Sendable {
    /// A file, by path. What happens depends on what the path names:
    ///
    /// - Nothing yet, or a regular file: the CSV goes to a new temporary file in the same
    ///   folder (a random name, created exclusively with mode 0600 — it is medical data — and
    ///   never through a symbolic link), renamed over the path when the export is complete.
    ///   On failure the path is left as it was.
    /// - A character device or a FIFO (a named pipe, a terminal): written to directly, as
    ///   they cannot be replaced.
    /// - A symbolic link to a regular file: followed. The link's final target is replaced as
    ///   above, in the target's own folder (which must be writable), and the link is kept.
    ///   A link to a device or FIFO is written through; a link into `/proc` (`/dev/stdout`,
    ///   `/dev/fd/1`) is written through too, appending when it leads to a regular file
    ///   (`vitals export -o /dev/stdout >> log`). A link whose target does not exist is
    ///   refused.
    /// - A folder, a socket or a block device: refused.
    case file(URL)
    /// Standard output.
    case standardOutput
}

/// Buffered writes to a file descriptor; for a replaced file, into a temporary file renamed
/// over the destination by ``commit()``.
final class ExportOutput {
    private let descriptor: Int32
    private let destination: URL?
    /// The temporary file and the file it replaces, when the destination is replaced.
    private let replacement: (temporary: URL, target: URL)?
    private var buffer: [UInt8] = []
    private var committed = false

    init(_ destination: ExportDestination) throws {
        switch destination {
        case .standardOutput:
            descriptor = STDOUT_FILENO
            self.destination = nil
            replacement = nil
        case let .file(url):
            self.destination = url
            switch try ExportTarget(url) {
            case let .replace(target):
                let (temporary, descriptor) = try ExportTarget.createTemporary(for: target, destination: url)
                self.descriptor = descriptor
                replacement = (temporary, target)
            case let .writeThrough(appending):
                descriptor = try ExportTarget.openWriteThrough(url, appending: appending)
                replacement = nil
            }
        }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if destination != nil {
            close(descriptor)
        }
        if let replacement, !committed {
            unlink(replacement.temporary.path)
        }
    }

    private static let bufferSize = 64 * 1024

    /// Appends one CSV row (cells escaped) and a line feed.
    func writeRow(_ cells: [String]) throws {
        for (index, cell) in cells.enumerated() {
            if index > 0 {
                buffer.append(UInt8(ascii: ","))
            }
            buffer.append(contentsOf: CSVCell.escaped(cell).utf8)
        }
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.bufferSize {
            try flush()
        }
    }

    /// Writes what is buffered and, for a replaced file, syncs it and renames it into place.
    func commit() throws {
        try flush()
        if let replacement {
            guard fsync(descriptor) == 0, rename(replacement.temporary.path, replacement.target.path) == 0 else {
                throw failure(errno)
            }
            committed = true
        }
    }

    private func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// The error for `code`: whether a file at the destination was kept depends on whether
    /// it was being replaced (rather than written through) and whether there is one.
    private func failure(_ code: Int32) -> ExportError {
        guard let destination else {
            return ExportError(destination: nil, reason: ExportError.reason(code))
        }
        var status = stat()
        let kept = replacement != nil && lstat(destination.path, &status) == 0
        return ExportError(destination: destination, reason: ExportError.reason(code), existingFileKept: kept)
    }
}
