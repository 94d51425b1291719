import ArgumentParser
import Foundation
import Localization
import VitalsCore

/// `vitals sources`: where the stored samples come from, with their counts and time ranges.
struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: String(localized: "List the sources of the stored samples (devices, apps, files)."))

    @OptionGroup var store: StoreOptions

    func run() throws {
        let store = try store.openStore(writing: false)
        let sources: [SourceSummary]
        do {
            sources = try store.sources()
        } catch let error as StoreError {
            throw CommandFailure(status: .storage, message: error.message)
        }
        guard !sources.isEmpty else {
            print(String(localized: "No sources: the database has no samples."))
            return
        }
        let time = Date.FormatStyle(date: .numeric, time: .standard, locale: .session, timeZone: store.timeZone)
        let header = [
            String(localized: "source", comment: "A column heading of `vitals sources`: the source's name."),
            String(localized: "kind", comment: "A column heading of `vitals sources`: the kind of source (csv…)."),
            String(localized: "samples", comment: "A column heading of `vitals sources`: how many samples it has."),
            String(localized: "first", comment: "A column heading of `vitals sources`: the time of its first sample."),
            String(localized: "last", comment: "A column heading of `vitals sources`: the time of its last sample."),
        ]
        let rows = [header] + sources.map { source in
            [source.name, source.kind.rawValue, source.sampleCount.formatted(.number.locale(.session)),
             source.timeRange.map { $0.lowerBound.formatted(time) } ?? "—",
             source.timeRange.map { $0.upperBound.formatted(time) } ?? "—"]
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            print(row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 2 ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
        }
    }
}
