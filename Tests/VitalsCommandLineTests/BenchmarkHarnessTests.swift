import Foundation
import Testing

/// The benchmarks' harnesses, one at a time: each runs the app, which registers its
/// application ID on the session bus, where a second instance would hand over to the first.
@Suite(.serialized) struct BenchmarkHarnessTests {
    /// Runs `vitals-bench arguments` (built beside the tests) to its end: its exit status
    /// and what it printed; `nil`, recorded as an issue, without a display and a session bus.
    static func runBench(_ arguments: [String]) throws -> (status: Int32, printed: String)? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil, environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            Issue.record("needs a display and a session bus: scripts/test runs the tests under Xvfb and dbus-run-session")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("vitals-bench")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed)
    }
}
