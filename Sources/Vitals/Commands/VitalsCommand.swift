import ArgumentParser
import Foundation
import Localization
import VitalsApp

/// `vitals`: without a subcommand, the app; with one, a headless command that needs no
/// display and never starts GTK.
struct VitalsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitals",
        abstract: String(localized: "Heart-rate days, live heart rate and medical conditions."),
        discussion: String(localized: """
            Without a subcommand, opens the app; files given are imported in it (as when \
            they are dropped on its window), and a running Vitals is handed them. The \
            subcommands run without a display.
            """) + "\n\n" + ExitStatus.helpText,
        version: VitalsApp.version,
        subcommands: [
            OpenCommand.self, ImportCommand.self, ExportCommand.self, StatsCommand.self, SourcesCommand.self,
            DeleteCommand.self, CheckCommand.self, SensorsCommand.self, RecordCommand.self,
        ],
        defaultSubcommand: OpenCommand.self)

    /// Parses the arguments, runs the command and exits with an ``ExitStatus``: usage errors
    /// exit 1 (not ArgumentParser's 64), so that every status is one of the documented ones.
    static func runAndExit() -> Never {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            // --help and --version are "errors" that exit 0 with their text on stdout.
            if exitCode(for: error).isSuccess {
                exit(withError: error)
            }
            StandardError.write(fullMessage(for: error) + "\n")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        do {
            try command.run()
            Foundation.exit(ExitStatus.success.rawValue)
        } catch let failure as CommandFailure {
            if let message = failure.message {
                StandardError.report(message)
            }
            Foundation.exit(failure.status.rawValue)
        } catch {
            // A validation error thrown while running, or a clean exit.
            if exitCode(for: error).isSuccess {
                exit(withError: error)
            }
            StandardError.write(fullMessage(for: error) + "\n")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
    }
}
