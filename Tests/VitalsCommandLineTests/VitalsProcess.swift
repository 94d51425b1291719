import Foundation
import Glibc

/// Runs the built `vitals` binary the way a script would: without a display, in UTC and the
/// C locale (English messages, Foundation's default formats), with `XDG_DATA_HOME` in a
/// temporary directory. Standard output and error go to files, so no
/// pipe can fill up and a test can watch standard error while the process runs.
struct VitalsProcess {
    /// The binary, next to the test bundle in the products directory (`.build/debug`).
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vitals")
    }

    let directory: URL
    /// Extra environment variables (`nil` removes one).
    var environment: [String: String?] = [:]
    /// Run as `nobody` (through setpriv) when the tests run as root, whom file permissions do
    /// not stop; as the current user otherwise.
    var unprivileged = false

    /// A runner whose `XDG_DATA_HOME` is `directory/data`.
    init(directory: URL) {
        self.directory = directory
    }

    /// Where the database is by default.
    var defaultDatabase: URL { directory.appendingPathComponent("data/vitals/vitals.sqlite") }

    /// Runs `vitals arguments` to its end.
    func run(_ arguments: [String]) throws -> Finished {
        try start(arguments).wait()
    }

    /// Starts `vitals arguments`.
    func start(_ arguments: [String]) throws -> Running {
        if unprivileged && geteuid() == 0 {
            // A copy in the scratch directory: the checkout may be in a folder nobody cannot enter.
            let copy = directory.appendingPathComponent("vitals-for-nobody")
            if !FileManager.default.fileExists(atPath: copy.path) {
                try FileManager.default.copyItem(at: Self.binary, to: copy)
            }
            return try launch(URL(fileURLWithPath: "/usr/bin/setpriv"),
                              ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", copy.path] + arguments)
        }
        return try launch(Self.binary, arguments)
    }

    /// Starts `executable arguments` (the binary itself, or a launcher that runs it) in this
    /// runner's environment, with standard output and error going to files.
    func launch(_ executable: URL, _ arguments: [String]) throws -> Running {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "VITALS_DATABASE"] {
            variables[name] = nil
        }
        variables["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
        variables["HOME"] = directory.appendingPathComponent("home").path
        variables["TZ"] = "UTC"
        variables["LC_ALL"] = "C.UTF-8"
        variables["LANGUAGE"] = nil
        for (name, value) in environment {
            variables[name] = value
        }
        process.environment = variables
        let outputs = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitals-run-\(UUID().uuidString)")
        let stdout = outputs.appendingPathExtension("out")
        let stderr = outputs.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        return Running(process: process, stdout: stdout, stderr: stderr)
    }

    /// A started process.
    struct Running {
        let process: Process
        let stdout: URL
        let stderr: URL

        /// What it wrote on standard error so far.
        var stderrSoFar: String { (try? String(contentsOf: stderr, encoding: .utf8)) ?? "" }

        /// Waits for the end and collects what it wrote.
        func wait() throws -> Finished {
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(at: stdout)
                try? FileManager.default.removeItem(at: stderr)
            }
            return Finished(
                status: process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus,
                stdout: try String(contentsOf: stdout, encoding: .utf8),
                stderr: try String(contentsOf: stderr, encoding: .utf8))
        }
    }

    /// What a run left behind.
    struct Finished {
        /// The exit status (128 + the signal's number when a signal ended it).
        let status: Int32
        let stdout: String
        let stderr: String
    }
}
