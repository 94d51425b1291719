import Foundation
import Glibc
import Localization

/// How an export writes to a path (see ``ExportDestination/file(_:)`` for the rules).
enum ExportTarget: Equatable {
    /// Write a temporary file and rename it over `target` (the path, or the final target of
    /// the symbolic link the path is).
    case replace(URL)
    /// Open the path itself for writing; append when it leads to a regular file.
    case writeThrough(appending: Bool)

    /// What to do with `destination`.
    /// - Throws: ``ExportError`` for a folder, socket, block device or dangling link.
    init(_ destination: URL) throws {
        let path = destination.path
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw Self.refusal(destination, ExportError.reason(errno)) }
            // Nothing there yet: a missing folder is reported when the temporary file is made.
            self = .replace(destination)
            return
        }
        let type = status.st_mode & S_IFMT
        if type != S_IFLNK {
            if type == S_IFREG && Self.isUnderProc(destination.deletingLastPathComponent().path) {
                self = .writeThrough(appending: true)
                return
            }
            self = try Self.forNonLink(type, destination: destination, replacing: destination)
            return
        }
        guard stat(path, &status) == 0 else {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            throw Self.refusal(destination, String(localized: """
                it is a symbolic link to \(target), which does not exist
                """))
        }
        let final = status.st_mode & S_IFMT
        guard let resolved = realpath(path, nil) else {
            // /dev/stdout on a pipe: its /proc link names no path, only a pipe to write to.
            guard final == S_IFCHR || final == S_IFIFO else { throw Self.refusal(destination, ExportError.reason(errno)) }
            self = .writeThrough(appending: false)
            return
        }
        let target = URL(fileURLWithPath: String(cString: resolved))
        free(resolved)
        if final == S_IFREG, Self.linksIntoProc(path) {
            self = .writeThrough(appending: true)
            return
        }
        self = try Self.forNonLink(final, destination: destination, replacing: target)
    }

    private static func forNonLink(_ type: mode_t, destination: URL, replacing target: URL) throws -> ExportTarget {
        switch type {
        case S_IFREG: return .replace(target)
        case S_IFCHR, S_IFIFO: return .writeThrough(appending: false)
        case S_IFDIR: throw refusal(destination, String(localized: "it is a folder"))
        default: throw refusal(destination, String(localized: "it is not a regular file, a character device or a FIFO"))
        }
    }

    /// Whether `path` is, or any link on the way to its target is, in /proc (where
    /// `/dev/stdout` and `/dev/fd/N` lead: open descriptors rather than files to replace).
    private static func linksIntoProc(_ path: String) -> Bool {
        var current = path
        for _ in 0..<40 {
            let folder = (current as NSString).deletingLastPathComponent
            if isUnderProc(folder) { return true }
            guard let next = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return false }
            current = next.hasPrefix("/") ? next : (folder as NSString).appendingPathComponent(next)
        }
        return false
    }

    /// Whether `folder`, resolved, is in /proc.
    private static func isUnderProc(_ folder: String) -> Bool {
        guard let resolved = realpath(folder.isEmpty ? "." : folder, nil) else { return false }
        defer { free(resolved) }
        let text = String(cString: resolved)
        return text == "/proc" || text.hasPrefix("/proc/")
    }

    private static func refusal(_ destination: URL, _ reason: String) -> ExportError {
        ExportError(destination: destination, reason: reason)
    }

    /// Creates `.NAME.RANDOM.partial` next to `target`: exclusively, mode 0600, never through
    /// a link, another random name when one is taken.
    static func createTemporary(for target: URL, destination: URL) throws -> (URL, Int32) {
        let folder = target.deletingLastPathComponent()
        for _ in 0..<100 {
            let random = String(UInt64.random(in: .min ... .max), radix: 36)
            let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(random).partial")
            let descriptor = Glibc.open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                return (temporary, descriptor)
            }
            if errno == EEXIST { continue }
            throw creationFailure(errno, folder: folder, destination: destination)
        }
        throw creationFailure(EEXIST, folder: folder, destination: destination)
    }

    private static func creationFailure(_ code: Int32, folder: URL, destination: URL) -> ExportError {
        let reason = switch code {
        case ENOENT: String(localized: "the folder \(folder.path) does not exist")
        case EACCES, EPERM: String(localized: """
            the folder \(folder.path) cannot be written (\(String(cString: strerror(code))))
            """)
        default: ExportError.reason(code)
        }
        var status = stat()
        return ExportError(destination: destination, reason: reason,
                           existingFileKept: lstat(destination.path, &status) == 0)
    }

    /// Opens a device, FIFO or /proc link for writing, as it is.
    static func openWriteThrough(_ destination: URL, appending: Bool) throws -> Int32 {
        let flags = O_WRONLY | O_NOCTTY | O_CLOEXEC | (appending ? O_APPEND : 0)
        var descriptor: Int32
        repeat {
            descriptor = Glibc.open(destination.path, flags)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            throw ExportError(destination: destination, reason: ExportError.reason(errno))
        }
        // Replaced by a regular file since it was looked at: do not write over it in place.
        var status = stat()
        let type = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
        guard appending || type == S_IFCHR || type == S_IFIFO else {
            close(descriptor)
            throw ExportError(destination: destination,
                              reason: String(localized: "it changed while being opened; try again"),
                              existingFileKept: true)
        }
        return descriptor
    }
}
