import Foundation
import Glibc
import VitalsCore

/// A paste of many lines into the Conditions page: the Vitals app (`vitals-paste`, pasting
/// through the window's paste action, the handler Ctrl+V runs) against the same page in
/// plain C (`vitals-paste-baseline`: a GtkListView over a GtkStringList, one SQLite
/// transaction on a writer thread), each a fresh process over a fresh copy of a database
/// holding one condition, alternating, after one warm-up run of each. Both are measured by
/// the same C code (`cbaseline_measure_paste`), from the paste's start.
struct PasteBenchmark {
    let lines: Int
    let repetitions: Int
    /// Scratch space for the databases and the runs' XDG state folder.
    let directory: URL

    /// What one run printed.
    struct Figures {
        /// The list's model holds the pasted rows (ms).
        var listed: Double
        /// The first frame painted with them (ms).
        var painted: Double
        /// Another connection sees them in the database (ms).
        var committed: Double
        /// The longest the main loop was busy in one go (ms).
        var stall: Double
        /// The longest gap between two frame-clock ticks (ms).
        var frameGap: Double
        /// CPU time of the whole process during the paste (ms).
        var cpu: Double
        /// CPU time of its main thread (ms).
        var mainCPU: Double
        /// Row widgets on screen at the end, and made in all.
        var rows: Double
        var rowsMade: Double

        init(_ line: String) throws {
            let fields = line.split(separator: " ")
            var values: [Substring: Double] = [:]
            for index in stride(from: 1, to: fields.count - 1, by: 2) {
                values[fields[index]] = Double(fields[index + 1])
            }
            guard fields.first == "paste", let listed = values["listed"], let painted = values["painted"],
                  let committed = values["committed"], let stall = values["stall"],
                  let frameGap = values["frame-gap"], let cpu = values["cpu"], let mainCPU = values["main-cpu"],
                  let rows = values["rows"], let rowsMade = values["made"]
            else { throw BenchmarkError("not a paste's figures: \"\(line)\"") }
            (self.listed, self.painted, self.committed, self.stall, self.frameGap) = (listed, painted, committed, stall, frameGap)
            (self.cpu, self.mainCPU, self.rows, self.rowsMade) = (cpu, mainCPU, rows, rowsMade)
        }
    }

    func run(into report: inout Report) throws {
        let template = directory.appendingPathComponent("paste-template.sqlite")
        try makeTemplate(template)
        let programs = try ProgramPair(vitals: "vitals-paste", baseline: "vitals-paste-baseline")
        // No saved windows, no user settings: both start as on a first launch.
        let environment = ["XDG_STATE_HOME=\(directory.path)", "GSETTINGS_BACKEND=memory"]
        var run = 0
        let (vitals, baseline) = try programs.alternate(repetitions) { program in
            run += 1
            let database = directory.appendingPathComponent("paste-\(run).sqlite")
            try FileManager.default.copyItem(at: template, to: database)
            defer {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database.path + suffix) }
            }
            let output = try ChildRun.firstLine(program, [database.path, String(lines)], environment: environment)
            let stored = try VitalsStore.open(at: database).conditions().count
            guard stored == lines + 1 else {
                throw BenchmarkError("\(program) left \(stored) conditions, not \(lines + 1)")
            }
            return try Figures(output.line)
        }
        func add(_ name: String, _ measure: String, _ figure: KeyPath<Figures, Double>, decimals: Int = 1) {
            report.add(name, measure, vitals: vitals.map { $0[keyPath: figure] }.median,
                       baseline: baseline.map { $0[keyPath: figure] }.median, decimals: decimals)
        }
        add("paste \(lines.formatted()) lines into Conditions (baseline: C GTK + SQLite)", "list updated ms", \.listed)
        add("", "painted ms", \.painted)
        add("", "committed ms", \.committed)
        add("", "longest stall ms", \.stall)
        add("", "longest frame gap ms", \.frameGap)
        add("", "CPU ms", \.cpu)
        add("", "main thread CPU ms", \.mainCPU)
        add("", "rows shown", \.rows, decimals: 0)
        add("", "rows made", \.rowsMade, decimals: 0)
    }

    /// A database holding one condition, closed (its write-ahead log checkpointed).
    private func makeTemplate(_ file: URL) throws {
        let store = try VitalsStore.open(at: file)
        if let reason = store.access.reason { throw reason }
        try store.addConditions(["Asthma"])
    }
}
