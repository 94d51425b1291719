import Foundation

/// Cold start to the first frame that shows the day list: the Vitals app
/// (`vitals-coldstart`, the app as `vitals` starts it) against the same window in plain C
/// (`vitals-baseline`), each a fresh process over the same database, alternating, after one
/// warm-up run of each (so both find the libraries and the database in the page cache).
struct ColdStartBenchmark {
    let days: Int
    let repetitions: Int
    /// Where the generated database is kept between runs.
    let cache: URL
    /// Scratch space for the runs (their XDG state folder).
    let directory: URL

    func run(into report: inout Report) throws {
        let database = try ColdStartDatabase.prepare(days: days, in: cache)
        let programs = try ProgramPair(vitals: "vitals-coldstart", baseline: "vitals-baseline")
        // No saved windows, no user settings: both start as on a first launch.
        let environment = ["XDG_STATE_HOME=\(directory.path)", "GSETTINGS_BACKEND=memory"]
        let (vitals, baseline) = try programs.alternate(repetitions) { program in
            try ChildRun.run(program, [database.path], environment: environment)
        }
        let name = "cold start to first frame, \(days.formatted()) days (baseline: C GTK + SQLite)"
        report.add(name, "wall ms", vitals: vitals.map(\.wall).median, baseline: baseline.map(\.wall).median)
        // Each Swift run beside the C run next to it: drift in the machine's speed over the
        // batch affects both runs of a pair alike.
        let pairedRatios = zip(vitals, baseline).map { $0.wall / $1.wall }
        report.add("", "wall, paired", ratio: pairedRatios.median)
        report.add("", "CPU ms", vitals: vitals.map(\.cpu).median, baseline: baseline.map(\.cpu).median)
        report.add("", "peak RSS MiB", vitals: vitals.map(\.peakMemory).median,
                   baseline: baseline.map(\.peakMemory).median)
        report.add("", "rows shown", vitals: vitals.map { Double($0.rows) }.median,
                   baseline: baseline.map { Double($0.rows) }.median, decimals: 0)
        report.add("", "rows bound", vitals: vitals.map { Double($0.rowsMade) }.median,
                   baseline: baseline.map { Double($0.rowsMade) }.median, decimals: 0)
    }
}
