import Foundation
import Glibc

/// `vitals-bench [--rows N] [--day-samples N] [--repetitions N]`: CSV import against
/// `sqlite3 .import` of the same file, and day queries over a large store, in one run.
var rows = 1_000_000
var daySamples = 10_000_000
var repetitions = 3
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    let value = arguments.popFirst().flatMap(Int.init)
    switch (argument, value) {
    case ("--rows", let value?) where value > 0: rows = value
    case ("--day-samples", let value?) where value > 0: daySamples = value
    case ("--repetitions", let value?) where value > 0: repetitions = value
    default:
        print("usage: vitals-bench [--rows N] [--day-samples N] [--repetitions N] (positive whole numbers)")
        exit(argument == "--help" || argument == "-h" ? 0 : 2)
    }
}

let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitals-bench-\(getpid())")
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var report = Report()
    try ImportBenchmark(rows: rows, repetitions: repetitions, directory: directory).run(into: &report)
    try DayQueryBenchmark(samples: daySamples, repetitions: max(repetitions, 15), directory: directory)
        .run(into: &report)
    report.print(title: "Vitals store benchmark — medians of \(repetitions) imports, \(max(repetitions, 15)) queries; "
                 + "ratio = Vitals / baseline")
} catch {
    print("vitals-bench: \(error)")
    exit(1)
}
