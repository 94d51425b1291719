import Glibc
import GtkUI

/// `gtkui-bench [--repetitions N] [--only TEXT] [--side swift|c]`: runs every scenario (or
/// those whose name contains TEXT) through GtkUI and in plain C GTK in this one process, and
/// prints the medians and their ratios; the list's resident memory is measured in fresh
/// processes of this program (`--rss-probe`). `--side` runs one side only, to profile it.
var repetitions = 15
var only: String?
var sides = Sides.both
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--repetitions":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
            print("gtkui-bench: --repetitions needs a positive whole number")
            exit(2)
        }
        repetitions = value
    case "--only":
        guard let text = arguments.popFirst() else {
            print("gtkui-bench: --only needs part of a scenario's name")
            exit(2)
        }
        only = text
    case "--side":
        guard let side = arguments.popFirst().flatMap(Sides.init(rawValue:)) else {
            print("gtkui-bench: --side needs swift, c or both")
            exit(2)
        }
        sides = side
    case "--rss-probe":
        // One side of the resident-memory measurement, in a fresh process (see ResidentMemory).
        guard let side = arguments.popFirst().flatMap(ResidentMemory.Side.init(rawValue:)),
              let count = arguments.popFirst().flatMap(Int.init), count > 0
        else {
            print("gtkui-bench: --rss-probe needs swift or c and a row count")
            exit(2)
        }
        GtkRuntime.initializeOrExit()
        ResidentMemory.probe(side, count: count)
        exit(0)
    case "-h", "--help":
        print("usage: gtkui-bench [--repetitions N] [--only TEXT] [--side swift|c|both]")
        exit(0)
    default:
        print("gtkui-bench: unknown argument \(argument); see --help")
        exit(2)
    }
}

GtkRuntime.initializeOrExit()
let harness = Harness(repetitions: repetitions, warmUp: 2, sides: sides)
let listFirstFrame = ListFirstFrame(count: 100_000)
let listScroll = ListScroll(count: 100_000)
let scenarios: [any Scenario] = [
    LabelsWindow(count: 1_000),
    DeclarativeRows(count: 1_000),
    OneRowChange(count: 1_000),
    listFirstFrame,
    listScroll,
]
    + [48, 10_000, 1_000_000].map { ChartDataChange(count: $0) }
    + [48, 10_000, 1_000_000].map { ChartResize(count: $0) }
    + [48, 10_000, 1_000_000].map { ChartRedraw(count: $0) }
let chosen = scenarios.filter { scenario in only.map { scenario.name.contains($0) } ?? true }
var results = chosen.map { harness.run($0) }
listScroll.finish()
let resident = chosen.contains(where: { $0.name == listFirstFrame.name })
    ? ResidentMemory.measure(count: listFirstFrame.count, runs: min(repetitions, 7)) : nil
if let resident, let index = results.firstIndex(where: { $0.name == listFirstFrame.name }) {
    results[index].swift.rss = resident.swift.grown
    results[index].c.rss = resident.c.grown
}
Table.print(results, repetitions: repetitions)
if chosen.contains(where: { $0.name == listFirstFrame.name }) {
    print("row widgets of the 100000-row list: Swift \(listFirstFrame.rowWidgets.swift), C \(listFirstFrame.rowWidgets.c) (limit 210)")
    if let resident {
        print("RSS of the whole process at the 100000-row list's first frame: Swift \(Int(resident.swift.total)) KiB, C \(Int(resident.c.total)) KiB (fresh processes, medians of \(min(repetitions, 7)))")
    } else {
        print("RSS of the 100000-row list: not measured (the probe processes failed)")
    }
}
if only.map({ "apply a snapshot".contains($0) }) ?? true {
    SnapshotApply.report(repetitions: repetitions).forEach { print($0) }
}
