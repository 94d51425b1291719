import Glibc
import GtkUI

/// `gtkui-bench [--repetitions N]`: runs every scenario through GtkUI and in plain C GTK
/// in this one process, and prints the medians and their ratios.
var repetitions = 15
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--repetitions":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
            print("gtkui-bench: --repetitions needs a positive whole number")
            exit(2)
        }
        repetitions = value
    case "-h", "--help":
        print("usage: gtkui-bench [--repetitions N]")
        exit(0)
    default:
        print("gtkui-bench: unknown argument \(argument); see --help")
        exit(2)
    }
}

GtkRuntime.initializeOrExit()
let harness = Harness(repetitions: repetitions, warmUp: 2)
let listFirstFrame = ListFirstFrame(count: 100_000)
let listScroll = ListScroll(count: 100_000)
let results = [
    harness.run(LabelsWindow(count: 1_000)),
    harness.run(DeclarativeRows(count: 1_000)),
    harness.run(OneRowChange(count: 1_000)),
    harness.run(listFirstFrame),
    harness.run(listScroll),
]
    + [48, 10_000, 1_000_000].map { harness.run(ChartDataChange(count: $0)) }
    + [48, 10_000, 1_000_000].map { harness.run(ChartResize(count: $0)) }
    + [48, 10_000, 1_000_000].map { harness.run(ChartRedraw(count: $0)) }
listScroll.finish()
Table.print(results, repetitions: repetitions)
print("row widgets of the 100000-row list: Swift \(listFirstFrame.rowWidgets.swift), C \(listFirstFrame.rowWidgets.c) (limit 210)")
SnapshotApply.report(repetitions: repetitions).forEach { print($0) }
