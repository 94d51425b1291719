import Foundation
import Testing

extension BenchmarkHarnessTests {
    /// The cold-start benchmark's harness (`scripts/bench-vitals --cold-start`, a README command
    /// not run by the tests) works: on a database of two days, the app and its C baseline both
    /// reach their first frame showing the same rows, and the table comes out.
    @Suite struct ColdStartHarnessTests {
        @Test func theAppAndItsCBaselineReachTheirFirstFrameOnATinyDatabase() throws {
            let scratch = try Scratch()
            guard let (status, printed) = try BenchmarkHarnessTests.runBench(
                ["--cold-start", "--days", "2", "--repetitions", "1", "--cache", scratch.url.path])
            else { return }
            #expect(status == 0, "\(printed)")
            #expect(printed.contains("cold start to first frame, 2 days"), "\(printed)")
            // The live row and the two days, in both programs, all showing their item (three
            // rows fit on a screen: none waits).
            for measure in ["rows shown", "rows bound", "rows filled"] {
                let line = printed.split(separator: "\n").first { $0.contains(measure) }
                #expect(line?.split(separator: " ").suffix(3).joined(separator: " ") == "3 3 1.00×", "\(printed)")
            }
        }
    }
}
