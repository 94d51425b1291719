import Foundation
import GtkUI

/// `gtkui-demo [--screenshot FILE]`: a small window that shows GtkUI at work. With
/// `--screenshot`, it renders the window to a PNG file after its first frame and quits.
let screenshotPath: String? = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--screenshot") else { return nil }
    guard index + 1 < arguments.count else {
        FileHandle.standardError.write(Data("gtkui-demo: --screenshot needs a file name\n".utf8))
        exit(2)
    }
    return arguments[index + 1]
}()

GtkRuntime.initializeOrExit()
let application = GTK.Application(id: "io.github.vitalsapp.GtkUIDemo", unique: false)
var demo: DemoWindow?
application.connect(.activate) { application in
    let shown = DemoWindow()
    application.addWindow(shown.window)
    shown.window.present()
    demo = shown
    if let screenshotPath { Screenshot.take(of: shown.window, to: screenshotPath) }
}
exit(application.run(arguments: [CommandLine.arguments[0]]))
