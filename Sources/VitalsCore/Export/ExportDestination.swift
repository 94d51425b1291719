import Foundation
import Glibc

/// Where an export writes its CSV.
public enum ExportDestination: Sendable {
    /// A file, replaced atomically when the export is complete (mode 0600: it is medical
    /// data); on failure the file is left as it was.
    case file(URL)
    /// Standard output.
    case standardOutput
}

/// Buffered writes to a file descriptor; for a file, into a temporary file renamed over the
/// destination by ``commit()``.
final class ExportOutput {
    private let descriptor: Int32
    private let destination: URL?
    private let temporary: URL?
    private var buffer: [UInt8] = []
    private var committed = false

    init(_ destination: ExportDestination) throws {
        switch destination {
        case .standardOutput:
            descriptor = STDOUT_FILENO
            self.destination = nil
            temporary = nil
        case let .file(url):
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial")
            descriptor = Glibc.open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw ExportError(destination: url, reason: String(cString: strerror(errno)))
            }
            self.destination = url
            self.temporary = temporary
        }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if let temporary {
            close(descriptor)
            if !committed {
                unlink(temporary.path)
            }
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

    /// Writes what is buffered and, for a file, syncs it and renames it into place.
    func commit() throws {
        try flush()
        if let temporary, let destination {
            guard fsync(descriptor) == 0, rename(temporary.path, destination.path) == 0 else {
                throw ExportError(destination: destination, reason: String(cString: strerror(errno)))
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
                throw ExportError(destination: destination, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// The export could not write its output.
public struct ExportError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The file, or `nil` for standard output.
    public let destination: URL?
    /// The system's explanation.
    public let reason: String

    /// What happened, and that an existing file was left unchanged.
    public var message: String {
        if let destination {
            return "Cannot write \(destination.path): \(reason). An existing file there was left unchanged."
        }
        return "Cannot write to standard output: \(reason)."
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
