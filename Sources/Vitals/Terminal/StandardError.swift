import Foundation

/// Writes to standard error, unbuffered.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `vitals: message` on a line of its own.
    static func report(_ message: String) {
        write("vitals: \(message)\n")
    }

    /// Whether standard error is a terminal (where a progress line can redraw itself).
    static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
