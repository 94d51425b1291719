import Foundation
import Glibc

/// `vitals-bench [--rows N] [--day-samples N] [--repetitions N]`: CSV import against
/// `sqlite3 .import` of the same file, and day queries over a large store, in one run.
///
/// `vitals-bench --cold-start [--days N [--interval S]] [--repetitions N] [--cache FOLDER]`: the
/// app's cold start to its first frame against the same window in plain C showing the same
/// rows from memory (and reading the same SQLite file), over 1,000 days of a sample a minute
/// and 10 years of a sample every 10 s (or N days of a sample every S seconds), kept in
/// FOLDER; needs a display, and vitals-coldstart and vitals-baseline built beside vitals-bench.
///
/// `vitals-bench --formats [--megabytes N] [--repetitions N] [--cache FOLDER]`: the import
/// readers against the Python references over the same files — FIT (100 files) against
/// fitdecode, GPX and TCX (100 files each) against gpxpy and tcxreader, and an Apple Health
/// export of N MB (1,000) against healthkit-to-sqlite (generated once into FOLDER); needs
/// `pip install -r Tests/Oracles/requirements.txt`.
///
/// `vitals-bench --paste [--lines N] [--repetitions N]`: a paste of N lines (10,000) into
/// the app's Conditions page against the same page in plain C; needs a display, and
/// vitals-paste and vitals-paste-baseline built beside vitals-bench.
///
/// `vitals-bench --sensor [--seconds N]`: `vitals record` following a fake 1 Hz strap for N
/// seconds (60) against `gdbus monitor` following it: wakeups per second and CPU; needs
/// python3-dbusmock and vitals built beside vitals-bench.
var rows = 1_000_000
var daySamples = 31_536_000
var repetitions: Int?
var coldStart = false
var paste = false
var sensor = false
var seconds = 60
var formats = false
var megabytes = 1_000
var lines = 10_000
var days: Int?
var interval = 60
var cache = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitals-cold-start")
let usage = """
    usage: vitals-bench [--rows N] [--day-samples N] [--repetitions N]
           vitals-bench --cold-start [--days N [--interval S]] [--repetitions N] [--cache FOLDER]
           vitals-bench --formats [--megabytes N] [--repetitions N] [--cache FOLDER]
           vitals-bench --paste [--lines N] [--repetitions N]
           vitals-bench --sensor [--seconds N]
    (N: positive whole numbers)
    """
// The Apple Health benchmark's child process: reads one export and prints what it found.
if CommandLine.arguments.dropFirst().first == "--apple-health-child", CommandLine.arguments.count == 3 {
    exit(AppleHealthBenchmark.child(CommandLine.arguments[2]))
}
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--cold-start" {
        coldStart = true
        continue
    }
    if argument == "--paste" {
        paste = true
        continue
    }
    if argument == "--sensor" {
        sensor = true
        continue
    }
    if argument == "--formats" {
        formats = true
        continue
    }
    if argument == "--cache", let folder = arguments.popFirst() {
        cache = URL(fileURLWithPath: folder)
        continue
    }
    let value = arguments.popFirst().flatMap(Int.init)
    switch (argument, value) {
    case ("--rows", let value?) where value > 0: rows = value
    case ("--day-samples", let value?) where value > 0: daySamples = value
    case ("--repetitions", let value?) where value > 0: repetitions = value
    case ("--days", let value?) where value > 0: days = value
    case ("--interval", let value?) where value > 0: interval = value
    case ("--lines", let value?) where value > 0: lines = value
    case ("--megabytes", let value?) where value > 0: megabytes = value
    case ("--seconds", let value?) where value > 0: seconds = value
    default:
        print(usage)
        exit(argument == "--help" || argument == "-h" ? 0 : 2)
    }
}

let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitals-bench-\(getpid())")
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var report = Report()
    if coldStart {
        let runs = repetitions ?? 15
        let sizes = days.map { [ColdStartBenchmark.Size(days: $0, interval: interval)] }
            ?? [.init(days: 1_000, interval: 60), .init(days: 3_650, interval: 10)]
        try ColdStartBenchmark(sizes: sizes, repetitions: runs, cache: cache, directory: directory).run(into: &report)
        report.print(title: "Vitals cold start — medians of \(runs) runs of each (fresh processes, in rotation); "
                     + "ratio = Vitals / C baseline")
    } else if formats {
        let runs = repetitions ?? 3
        try FITBenchmark(repetitions: runs, directory: directory).run(into: &report)
        try XMLTrackBenchmark(files: 100, points: 1_000, repetitions: runs, directory: directory).run(into: &report)
        try AppleHealthBenchmark(megabytes: megabytes, repetitions: runs, baselineRepetitions: 1, cache: cache,
                                 directory: directory).run(into: &report)
        report.print(title: "Vitals import readers — medians of \(runs) runs (the Apple Health baseline: 1 run); "
                     + "ratio = Vitals / Python reference")
    } else if sensor {
        try SensorBenchmark(seconds: seconds, directory: directory).run(into: &report)
        report.print(title: "Vitals recording a Bluetooth sensor — one run of each, one after the other; "
                     + "ratio = Vitals / gdbus monitor")
    } else if paste {
        let runs = repetitions ?? 11
        try PasteBenchmark(lines: lines, repetitions: runs, directory: directory).run(into: &report)
        report.print(title: "Vitals paste — medians of \(runs) runs of each (fresh processes, alternating; "
                     + "times from the paste's start); ratio = Vitals / C baseline")
    } else {
        let runs = repetitions ?? 3
        try ImportBenchmark(rows: rows, repetitions: runs, directory: directory).run(into: &report)
        try DayQueryBenchmark(samples: daySamples, repetitions: max(runs, 15), directory: directory)
            .run(into: &report)
        report.print(title: "Vitals store benchmark — medians of \(runs) imports, \(max(runs, 15)) queries; "
                     + "ratio = Vitals / baseline")
    }
} catch {
    print("vitals-bench: \(error)")
    exit(1)
}
