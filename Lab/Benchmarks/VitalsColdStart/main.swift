// `vitals-coldstart DATABASE`: the Vitals app over DATABASE, started as `vitals` starts it
// (see VitalsGUI), exiting at its first frame that shows the day list's rows with the line
// "first-frame <monotonic µs> rows <on screen> made <row widgets> filled <showing their day>" — the Swift side of
// `vitals-bench --cold-start`, whose C side is `vitals-baseline`.
import CGtkBaseline
import Foundation
import GtkUI
import VitalsApp

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: vitals-coldstart DATABASE\n".utf8))
    exit(2)
}
GtkRuntime.initializeOrExit()
cbaseline_exit_at_first_frame()
let app = VitalsApp(model: VitalsModel(database: URL(fileURLWithPath: CommandLine.arguments[1])))
exit(app.run(arguments: [CommandLine.arguments[0]]))
