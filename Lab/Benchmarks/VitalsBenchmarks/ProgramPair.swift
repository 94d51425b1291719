import Foundation
import Glibc

/// A benchmark's two programs, built beside vitals-bench: the Vitals side and its C baseline.
struct ProgramPair {
    let vitals: String
    let baseline: String

    /// The programs with these names beside this one; throws when one is not built.
    init(vitals: String, baseline: String) throws {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        self.vitals = folder.appendingPathComponent(vitals).path
        self.baseline = folder.appendingPathComponent(baseline).path
        for program in [self.vitals, self.baseline] where access(program, X_OK) != 0 {
            throw BenchmarkError("\(program) is missing: build it first (swift build -c release --product \(URL(fileURLWithPath: program).lastPathComponent))")
        }
    }

    /// `run` with each program once as a warm-up (so both find the libraries and files in
    /// the page cache), then `repetitions` times each, alternating which goes first so that
    /// drift affects both; the runs after the warm-up.
    func alternate<Run>(_ repetitions: Int, _ run: (String) throws -> Run) throws -> (vitals: [Run], baseline: [Run]) {
        _ = try run(vitals)
        _ = try run(baseline)
        var runs: (vitals: [Run], baseline: [Run]) = ([], [])
        for repetition in 0..<repetitions {
            if repetition.isMultiple(of: 2) {
                runs.baseline.append(try run(baseline))
                runs.vitals.append(try run(vitals))
            } else {
                runs.vitals.append(try run(vitals))
                runs.baseline.append(try run(baseline))
            }
        }
        return runs
    }
}
