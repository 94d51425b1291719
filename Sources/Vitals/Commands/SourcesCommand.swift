import ArgumentParser
import Foundation
import VitalsCore

/// `vitals sources`: where the stored samples come from, with their counts and time ranges.
struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: "List the sources of the stored samples (devices, apps, files).")

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
            print("No sources: the database has no samples.")
            return
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = store.timeZone
        let rows = [["source", "kind", "samples", "first", "last"]] + sources.map { source in
            [source.name, source.kind.rawValue, String(source.sampleCount),
             source.timeRange.map { formatter.string(from: $0.lowerBound) } ?? "—",
             source.timeRange.map { formatter.string(from: $0.upperBound) } ?? "—"]
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
