import Foundation
import Glibc
import Localization

/// The export could not write its output.
public struct ExportError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The file, or `nil` for standard output.
    public let destination: URL?
    /// What went wrong, in words (the system's explanation, or a plainer one).
    public let reason: String
    /// Whether a file already at the destination is still there, unchanged.
    public let existingFileKept: Bool

    init(destination: URL?, reason: String, existingFileKept: Bool = false) {
        self.destination = destination
        self.reason = reason
        self.existingFileKept = existingFileKept
    }

    /// What happened, and, when a file was there, that it was left unchanged.
    public var message: String {
        guard let destination else {
            return String(localized: "Cannot write to standard output: \(reason).")
        }
        if existingFileKept {
            return String(localized: """
                Cannot write \(destination.path): \(reason). An existing file there was left unchanged.
                """)
        }
        return String(localized: "Cannot write \(destination.path): \(reason).")
    }

    public var description: String { message }
    public var errorDescription: String? { message }

    /// The failure `code` (an `errno`) in words; a full disk and a file over the size limit
    /// said plainly.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT:
            return String(localized: """
                the disk is full (or your disk quota is used up); free some space, then try again
                """)
        case EFBIG:
            return String(localized: """
                the file is too large: it passes the largest file size allowed here \
                (the file system's, or this session's limit set with ulimit -f)
                """)
        case EROFS:
            return String(localized: "the file system is read-only; choose a destination on another one")
        default:
            return String(cString: strerror(code))
        }
    }
}
