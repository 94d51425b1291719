import ArgumentParser
import Foundation
import Localization

/// `vitals [FILE…]` (the default subcommand): the app, importing the files given.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: String(localized: "Open the app (the default), importing the files or folders given."),
        discussion: String(localized: """
            Files given are imported in the app as when they are dropped on its window; \
            when Vitals already runs, they are handed to it.
            """))

    @OptionGroup var store: StoreOptions

    @Argument(help: ArgumentHelp(String(localized: "Files or folders to import in the app."), valueName: "file"),
              completion: .file())
    var files: [String] = []

    /// How the session bus starts Vitals (its D-Bus service file): GApplication's own
    /// option, passed on to it. The app then waits for the desktop's Activate, Open or
    /// ActivateAction call instead of opening a window.
    @Flag(name: .customLong("gapplication-service"), help: .hidden)
    var isService = false

    func validate() throws {
        if isService, !files.isEmpty {
            throw ValidationError(
                String(localized: "--gapplication-service takes no files: the desktop sends them over D-Bus."))
        }
        for file in files where !FileManager.default.fileExists(atPath: file) {
            throw ValidationError(String(localized: """
                “\(file)” is neither a file nor a folder (nor a subcommand: see vitals --help).
                """))
        }
    }

    func run() throws {
        try VitalsGUI.run(
            database: store.databaseURL, files: files.map { URL(fileURLWithPath: $0) }, isService: isService)
    }
}
