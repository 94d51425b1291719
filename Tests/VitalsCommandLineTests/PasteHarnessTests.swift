import Foundation
import Testing

extension BenchmarkHarnessTests {
    /// The paste benchmark's harness (`scripts/bench-vitals --paste`, a README command not run
    /// by the tests) works: the app and its C baseline each switch to their Conditions page,
    /// paste 50 lines through their window's paste action, store them, and the table comes out.
    @Suite struct PasteHarnessTests {
        @Test func theAppAndItsCBaselinePasteLinesAndStoreThem() throws {
            guard let (status, printed) = try BenchmarkHarnessTests.runBench(
                ["--paste", "--lines", "50", "--repetitions", "1"])
            else { return }
            // The harness fails unless each program left the 51 conditions in its database.
            #expect(status == 0, "\(printed)")
            #expect(printed.contains("paste 50 lines into Conditions"), "\(printed)")
            for measure in ["list updated ms", "painted ms", "committed ms", "longest stall ms", "rows shown", "rows made"] {
                let line = printed.split(separator: "\n").first { $0.contains(measure) }
                let figures = line?.split(separator: " ").suffix(3).prefix(2).compactMap { Double($0) } ?? []
                #expect(figures.count == 2 && figures.allSatisfy { $0 > 0 }, "\(measure): \(printed)")
            }
        }
    }
}
