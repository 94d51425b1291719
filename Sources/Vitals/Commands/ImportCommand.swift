import ArgumentParser
import Foundation
import VitalsCore

/// `vitals import FILE…`: each file in its own transaction, all of it or nothing.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import heart-rate samples from CSV files.",
        discussion: """
            Each file starts with a header naming the columns timestamp and bpm (and \
            optionally source). Timestamps are ISO 8601 (2024-03-15T08:30:00Z; local time \
            without an offset) or seconds since 1970; heart rates are 20 to 300. A sample \
            already stored (same timestamp and source) is skipped. A malformed file is \
            reported with its line and imported not at all; the other files still are.
            """)

    @Argument(help: ArgumentHelp("The CSV files.", valueName: "file"), completion: .file(extensions: ["csv"]))
    var files: [String]

    @Option(help: "The source of rows without a source column.")
    var source: String = HeartRateSample.importSource

    @Flag(inversion: .prefixedNo, help: "Show a progress line on standard error (default: when it is a terminal).")
    var progress: Bool?

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if source.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--source needs a name.")
        }
    }

    func run() throws {
        let store = try store.openStore(writing: true)
        let interruption = Interruption()
        let showsProgress = progress ?? StandardError.isTerminal
        var failed = false
        try interruption.catching {
            for path in files {
                let file = URL(fileURLWithPath: path)
                var line = ProgressLine()
                do {
                    let summary = try store.importCSV(from: file, defaultSource: source) { progress in
                        if showsProgress {
                            line.show(progress)
                        }
                        return interruption.isRequested ? .cancel : .proceed
                    }
                    line.clear()
                    print("\(path): \(summary.rowsRead) rows, \(summary.inserted) imported, "
                          + "\(summary.duplicates) duplicates skipped")
                } catch let error as ImportError {
                    line.clear()
                    if case .cancelled = error {
                        throw CommandFailure(status: .interrupted, message: error.message)
                    }
                    StandardError.report(error.message)
                    failed = true
                } catch let error as StoreError {
                    line.clear()
                    throw CommandFailure(status: .storage, message: error.message)
                }
            }
        }
        if failed {
            throw CommandFailure(status: .input, message: nil)
        }
    }
}
