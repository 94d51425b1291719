import Foundation
import Testing

extension BenchmarkHarnessTests {
    /// The cold-start benchmark's harness (`scripts/bench-vitals --cold-start`, a README command
    /// not run by the tests) works: on a database of two days, the app and its C baseline both
    /// reach their first frame showing the same rows, and the table comes out.
    @Suite struct ColdStartHarnessTests {
        @Test func theAppAndItsCBaselineReachTheirFirstFrameOnATinyDatabase() throws {
            // The app registers on the session bus (BenchmarkHarnessTests run one at a time).
            let environment = ProcessInfo.processInfo.environment
            guard environment["DISPLAY"] != nil, environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
                Issue.record("needs a display and a session bus: scripts/test runs the tests under Xvfb and dbus-run-session")
                return
            }
            let scratch = try Scratch()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("vitals-bench")
            process.arguments = ["--cold-start", "--days", "2", "--repetitions", "1", "--cache", scratch.url.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(printed)")
            #expect(printed.contains("cold start to first frame, 2 days"), "\(printed)")
            // The live row and the two days, in both programs.
            for measure in ["rows shown", "rows bound"] {
                let line = printed.split(separator: "\n").first { $0.contains(measure) }
                #expect(line?.split(separator: " ").suffix(3).joined(separator: " ") == "3 3 1.00×", "\(printed)")
            }
        }
    }
}
