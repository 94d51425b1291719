import Foundation

/// Cold start to the first frame that shows the day list: the Vitals app
/// (`vitals-coldstart`, the app as `vitals` starts it) against the same window in plain C
/// (`vitals-baseline`) showing the same rows from arrays already in memory (the target), and
/// the same C window reading the same SQLite file (for reference). Each run is a fresh
/// process; the three alternate, in a rotating order, after one warm-up run of each (so all
/// find the libraries and files in the page cache).
struct ColdStartBenchmark {
    /// A history to start with: `days` days of one sample every `interval` seconds.
    struct Size {
        var days: Int
        var interval: Int

        var samples: Int { days * 86_400 / interval }
    }

    let sizes: [Size]
    let repetitions: Int
    /// Where the generated databases are kept between runs.
    let cache: URL
    /// Scratch space for the runs (their XDG state folder).
    let directory: URL

    func run(into report: inout Report) throws {
        let programs = try ProgramPair(vitals: "vitals-coldstart", baseline: "vitals-baseline")
        // No saved windows, no user settings: all start as on a first launch.
        let environment = ["XDG_STATE_HOME=\(directory.path)", "GSETTINGS_BACKEND=memory"]
        var walls: [Double] = []
        for size in sizes {
            let files = try ColdStartDatabase.prepare(days: size.days, interval: size.interval, in: cache)
            let runs = try Rotation.run(repetitions, [
                { try ChildRun.run(programs.vitals, [files.database.path], environment: environment) },
                { try ChildRun.run(programs.baseline, [files.arrays.path], environment: environment) },
                { try ChildRun.run(programs.baseline, [files.database.path], environment: environment) },
            ])
            let (vitals, memory, sqlite) = (runs[0], runs[1], runs[2])
            walls.append(vitals.map(\.wall).median)
            let history = "\(size.days.formatted()) days, a sample every \(size.interval) s (\(size.samples.formatted()) samples)"
            let name = "cold start to first frame, \(history); baseline: C GTK, rows in memory"
            report.add(name, "wall ms", vitals: vitals.map(\.wall).median, baseline: memory.map(\.wall).median)
            // Each Swift run beside the C run next to it: drift in the machine's speed over the
            // batch affects both runs of a pair alike.
            report.add("", "wall, paired", ratio: zip(vitals, memory).map { $0.wall / $1.wall }.median)
            report.add("", "CPU ms", vitals: vitals.map(\.cpu).median, baseline: memory.map(\.cpu).median)
            report.add("", "peak RSS MiB", vitals: vitals.map(\.peakMemory).median,
                       baseline: memory.map(\.peakMemory).median)
            report.add("", "rows shown", vitals: vitals.map { Double($0.rows) }.median,
                       baseline: memory.map { Double($0.rows) }.median, decimals: 0)
            report.add("", "rows bound", vitals: vitals.map { Double($0.rowsMade) }.median,
                       baseline: memory.map { Double($0.rowsMade) }.median, decimals: 0)
            report.add("", "rows filled", vitals: vitals.map { Double($0.rowsFilled) }.median,
                       baseline: memory.map { Double($0.rowsFilled) }.median, decimals: 0)
            report.add("  baseline: C GTK + SQLite (the same file)", "wall ms",
                       vitals: vitals.map(\.wall).median, baseline: sqlite.map(\.wall).median)
            report.add("", "CPU ms", vitals: vitals.map(\.cpu).median, baseline: sqlite.map(\.cpu).median)
            report.add("", "peak RSS MiB", vitals: vitals.map(\.peakMemory).median,
                       baseline: sqlite.map(\.peakMemory).median)
        }
        if walls.count == 2 {
            report.add("Vitals' wall time, the second history against the first", "wall ms",
                       vitals: walls[1], baseline: walls[0])
        }
    }
}

/// Runs several programs' runs in turn: one warm-up of each, then `repetitions` rounds, each
/// starting with the next program so that drift and position in a round affect all alike.
enum Rotation {
    static func run<Run>(_ repetitions: Int, _ programs: [() throws -> Run]) throws -> [[Run]] {
        for program in programs { _ = try program() }
        var runs = Array(repeating: [Run](), count: programs.count)
        for round in 0..<repetitions {
            for offset in programs.indices {
                let index = (round + offset) % programs.count
                runs[index].append(try programs[index]())
            }
        }
        return runs
    }
}
