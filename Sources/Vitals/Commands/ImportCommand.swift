import ArgumentParser
import Foundation
import Localization
import VitalsCore

/// `vitals import FILE|FOLDER…`: each file in its own transaction, all of it or nothing.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: String(localized: "Import heart rate from files a watch, a strap or an app exported."),
        discussion: String(localized: """
            Reads \(ImportFormat.supportedList), told apart by their content. A folder \
            (an unzipped Apple Health export, a Google Takeout folder, a folder of FIT files) \
            is imported file by file; files in it that hold no heart rate are listed and \
            skipped. Each sample keeps its source (the device or app the file names); a \
            sample already stored for that source and time is skipped. Values outside \
            20 to 300 BPM are refused and counted. A broken file is reported with its place \
            (line, record or byte) and imported not at all; the other files still are.

            CSV files start with a header naming a time column (timestamp, time, date, ...) and \
            a heart-rate column (bpm, heart rate, hr, ...); separators , ; or tab; times in ISO \
            8601 (2024-03-15T08:30:00Z; local time without an offset) or seconds or \
            milliseconds since 1970.
            """))

    @Argument(help: ArgumentHelp(String(localized: "The files or folders to import."), valueName: "file-or-folder"),
              completion: .file())
    var paths: [String]

    @Option(help: ArgumentHelp(
        String(localized: """
            Read the files as this format instead of detecting it: \
            \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")).
            """),
        valueName: "format"))
    var format: ImportFormat?

    @Option(help: ArgumentHelp(
        String(localized: "The CSV columns to read, by header name, when the header is ambiguous."),
        valueName: "time,bpm"))
    var columns: String?

    @Option(help: ArgumentHelp(
        String(localized: "The CSV separator instead of detecting it: , ; or tab."), valueName: "separator"))
    var separator: String?

    @Option(help: ArgumentHelp(
        String(localized: """
            How CSV dates like 03/04/2024 read: dmy (3 April) or mdy (March 4), instead of learning it from the file.
            """),
        valueName: "order"))
    var dateOrder: CSVDateOrder?

    @Option(help: ArgumentHelp(String(localized: "The source of CSV rows without a source column.")))
    var source: String = HeartRateSample.importSource

    @Flag(help: ArgumentHelp(
        String(localized: "Read and check the files and report what would be imported; store nothing.")))
    var dryRun = false

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        String(localized: "Show a progress line on standard error (default: when it is a terminal).")))
    var progress: Bool?

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if source.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError(String(localized: "--source needs a name."))
        }
        _ = try columnChoice()
        _ = try separatorChoice()
    }

    /// `--separator` as a separator.
    private func separatorChoice() throws -> CSVSeparator? {
        guard let separator else { return nil }
        guard let choice = CSVSeparator(argument: separator) else {
            throw ValidationError(String(localized: "--separator takes , ; or tab (found “\(separator)”)."))
        }
        return choice
    }

    /// `--columns time,bpm` as a choice of columns.
    private func columnChoice() throws -> CSVColumnChoice? {
        guard let columns else { return nil }
        let names = columns.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard names.count == 2, !names[0].isEmpty, !names[1].isEmpty else {
            throw ValidationError(String(localized: """
                --columns needs two header names separated by a comma: the time and the heart rate \
                (e.g. --columns "Date,Heart Rate").
                """))
        }
        return CSVColumnChoice(time: names[0], heartRate: names[1])
    }

    func run() throws {
        let store = try store.openStore(writing: true)
        let planned = ImportOptions(format: format, columns: try columnChoice(), separator: try separatorChoice(),
                                    dateOrder: dateOrder)
        let plan = ImportPlan(paths: paths.map { URL(fileURLWithPath: $0) }, options: planned)
        let interruption = Interruption()
        let showsProgress = progress ?? StandardError.isTerminal
        let report = ImportReport(timeZone: store.timeZone)
        // A Takeout folder holds thousands of files of other data: the first few are named.
        for (file, reason) in plan.skipped.prefix(10) {
            print(String(localized: "Skipped \(file.path): \(reason)."))
        }
        if plan.skipped.count > 10 {
            let more = plan.skipped.count - 10
            print(String(localized: "Skipped \(more) more files that hold no heart rate Vitals reads."))
        }
        if plan.items.isEmpty {
            let named = ImportSummary.listed(paths)
            throw CommandFailure(status: .input, message: String(localized: """
                Nothing to import: no file in \(named) holds heart rate Vitals reads (\(ImportFormat.supportedList)).
                """))
        }
        var failed = false
        try interruption.catching {
            for item in plan.items {
                var line = ProgressLine()
                let options = ImportOptions(
                    format: format ?? item.format, defaultSource: source, columns: try columnChoice(),
                    separator: try separatorChoice(), dateOrder: dateOrder, isDryRun: dryRun)
                do {
                    let summary = try store.importFile(item.file, options: options) { progress in
                        if showsProgress {
                            line.show(progress)
                        }
                        return interruption.isRequested ? .cancel : .proceed
                    }
                    line.clear()
                    print(report.text(of: summary))
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

extension ImportFormat: ExpressibleByArgument {}
extension CSVDateOrder: ExpressibleByArgument {}
