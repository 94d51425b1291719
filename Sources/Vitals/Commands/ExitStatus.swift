import ArgumentParser
import Localization

/// The exit statuses of `vitals`, for scripts (listed in `vitals --help` and the README).
enum ExitStatus: Int32, CaseIterable {
    /// Done.
    case success = 0
    /// The arguments are wrong (unknown option, missing value, `--days 0`…).
    case usage = 1
    /// An input file is missing, unreadable or malformed; nothing from that file was imported.
    case input = 2
    /// The database cannot be opened, read or written (read-only, locked by another program,
    /// unwritable folder).
    case storage = 3
    /// The export destination cannot be written.
    case output = 4
    /// The graphical interface cannot start.
    case interface = 5
    /// Bluetooth or the heart-rate sensor cannot be reached (no adapter, BlueZ not running,
    /// no sensor found).
    case sensor = 6
    /// Interrupted (Ctrl+C); the file being imported was rolled back.
    case interrupted = 130

    var summary: String {
        switch self {
        case .success: String(localized: "success", comment: "An exit status, in `vitals --help`.")
        case .usage: String(localized: "usage error: wrong arguments")
        case .input: String(localized: "input error: a file to import is missing, unreadable or malformed")
        case .storage: String(localized: "storage error: the database cannot be opened, read or written")
        case .output: String(localized: "output error: the export file cannot be written")
        case .interface: String(localized: "the graphical interface cannot start")
        case .sensor: String(localized: "sensor error: Bluetooth or the heart-rate sensor cannot be reached")
        case .interrupted: String(localized: "interrupted (the file being imported was rolled back)")
        }
    }

    /// The exit statuses as a help section.
    static var helpText: String {
        let lines = allCases.map { status in
            let code = String(status.rawValue)
            return "  " + code + String(repeating: " ", count: 5 - code.count) + status.summary
        }
        let heading = String(localized: "EXIT STATUS:",
                             comment: "A heading of `vitals --help`, beside USAGE: and OPTIONS:.")
        return heading + "\n" + lines.joined(separator: "\n")
    }
}

/// A failure already explained: `message` goes to standard error, `status` is the exit status.
struct CommandFailure: Error {
    let status: ExitStatus
    let message: String?
}
