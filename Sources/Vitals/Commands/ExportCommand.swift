import ArgumentParser
import Foundation
import Localization
import VitalsCore

/// `vitals export --samples|--conditions [-o FILE]`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: String(localized: "Export samples or conditions as CSV."),
        usage: "vitals export (--samples | --conditions) [-o <file>] [--database <path>]",
        discussion: String(localized: """
            Samples: timestamp,bpm,source (ISO 8601 UTC), which `vitals import` reads back. \
            Conditions: id,text,flagged,created,updated. Cells that a spreadsheet would run \
            as a formula (starting with = + - @, tab or carriage return) start with an apostrophe.
            """))

    enum Content: EnumerableFlag {
        case samples, conditions

        static func help(for value: Content) -> ArgumentHelp? {
            switch value {
            case .samples: ArgumentHelp(String(localized: "Export the heart-rate samples."))
            case .conditions: ArgumentHelp(String(localized: "Export the medical conditions."))
            }
        }
    }

    @Flag var content: Content

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp(
                String(localized: "Write to this file (replaced whole, mode 0600) instead of standard output."),
                discussion: String(localized: """
                    A device or FIFO (such as /dev/stdout) is written to as it is; a symbolic link to a file \
                    has its target replaced and is kept.
                    """),
                valueName: "file"))
    var output: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        let store = try store.openStore(writing: false)
        let destination = output.map { ExportDestination.file(URL(fileURLWithPath: $0)) } ?? .standardOutput
        // With -o /dev/stdout the summary must not end up in the CSV.
        let summaryToStandardError = output.map(Self.isStandardOutput) ?? false
        do {
            let count = switch content {
            case .samples: try store.exportSamples(to: destination)
            case .conditions: try store.exportConditions(to: destination)
            }
            if let output {
                let summary = switch content {
                case .samples: String(localized: "\(count) samples written to \(output)")
                case .conditions: String(localized: "\(count) conditions written to \(output)")
                }
                if summaryToStandardError {
                    StandardError.write(summary + "\n")
                } else {
                    print(summary)
                }
            }
        } catch let error as ExportError {
            throw CommandFailure(status: .output, message: error.message)
        } catch let error as StoreError {
            throw CommandFailure(status: .storage, message: error.message)
        }
    }
}

extension ExportCommand {
    /// Whether `path` leads to the file, pipe or terminal that standard output is.
    static func isStandardOutput(_ path: String) -> Bool {
        var output = stat()
        var file = stat()
        guard fstat(STDOUT_FILENO, &output) == 0, stat(path, &file) == 0 else { return false }
        return output.st_dev == file.st_dev && output.st_ino == file.st_ino
    }
}
