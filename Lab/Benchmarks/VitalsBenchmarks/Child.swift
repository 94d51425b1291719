import Foundation
import Glibc

/// A long-running helper process of a benchmark (a bus, a fake service, the measured
/// program), stopped with SIGINT (as Ctrl+C would) and then waited for.
final class Child {
    private let process = Process()
    private let output = Pipe()

    /// Starts `command` with `environment` added to this process's; `quiet` sends its output
    /// to /dev/null instead of a pipe.
    init(_ command: [String], environment: [String] = [], quiet: Bool = false) throws {
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        var merged = ProcessInfo.processInfo.environment
        for entry in environment {
            let parts = entry.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { merged[String(parts[0])] = String(parts[1]) }
        }
        process.environment = merged
        process.standardOutput = quiet ? FileHandle.nullDevice : output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    var pid: pid_t { process.processIdentifier }

    /// The next line of its standard output.
    func readLine() -> String? {
        var line = Data()
        while let byte = try? output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
            line.append(first)
        }
        return String(data: line, encoding: .utf8)
    }

    /// SIGINT, then waits (SIGKILL after 5 s).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGINT)
        for _ in 0..<100 where process.isRunning { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Runs `command` to its end; its exit status and standard output and error.
    static func output(_ command: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
