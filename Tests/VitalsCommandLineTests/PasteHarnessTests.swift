import Foundation
import Testing

extension BenchmarkHarnessTests {
    /// The paste benchmark's harness (`scripts/bench-vitals --paste`, a README command not run
    /// by the tests) works: the app and its C baseline each switch to their Conditions page,
    /// paste 50 lines through their window's paste action, store them, and the table comes out.
    @Suite struct PasteHarnessTests {
        @Test func theAppAndItsCBaselinePasteLinesAndStoreThem() throws {
            // The app registers on the session bus (BenchmarkHarnessTests run one at a time).
            let environment = ProcessInfo.processInfo.environment
            guard environment["DISPLAY"] != nil, environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
                Issue.record("needs a display and a session bus: scripts/test runs the tests under Xvfb and dbus-run-session")
                return
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("vitals-bench")
            process.arguments = ["--paste", "--lines", "50", "--repetitions", "1"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // The harness fails unless each program left the 51 conditions in its database.
            #expect(process.terminationStatus == 0, "\(printed)")
            #expect(printed.contains("paste 50 lines into Conditions"), "\(printed)")
            for measure in ["list updated ms", "painted ms", "committed ms", "longest stall ms", "rows shown", "rows made"] {
                let line = printed.split(separator: "\n").first { $0.contains(measure) }
                let figures = line?.split(separator: " ").suffix(3).prefix(2).compactMap { Double($0) } ?? []
                #expect(figures.count == 2 && figures.allSatisfy { $0 > 0 }, "\(measure): \(printed)")
            }
        }
    }
}
