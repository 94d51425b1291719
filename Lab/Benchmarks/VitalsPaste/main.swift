// `vitals-paste DATABASE LINES`: the Vitals app over DATABASE, started as `vitals` starts it
// (see VitalsGUI), which switches to its Conditions page and pastes LINES lines through the
// window's paste action, the handler Ctrl+V runs, then prints the paste's figures and exits
// (see `cbaseline_measure_paste`) — the Swift side of `vitals-bench --paste`, whose C side is
// `vitals-paste-baseline`.
import CGtkBaseline
import Foundation
import GtkUI
import VitalsApp

let arguments = CommandLine.arguments
guard arguments.count == 3, let lines = Int32(arguments[2]), lines > 0 else {
    FileHandle.standardError.write(Data("usage: vitals-paste DATABASE LINES\n".utf8))
    exit(2)
}
GtkRuntime.initializeOrExit()
cbaseline_measure_paste("Conditions", arguments[1], lines)
let app = VitalsApp(model: VitalsModel(database: URL(fileURLWithPath: arguments[1])))
exit(app.run(arguments: [arguments[0]]))
