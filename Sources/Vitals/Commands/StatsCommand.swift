import ArgumentParser
import Foundation
import VitalsCore

/// `vitals stats [--days N]`: the day summaries of the last days, as a table.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show the daily heart-rate figures of the last days.",
        discussion: "Days are local calendar days in the time zone the database was created in.")

    @Option(help: "How many calendar days, ending today.")
    var days = 7

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard (1...36_500).contains(days) else {
            throw ValidationError("--days must be from 1 to 36500.")
        }
    }

    func run() throws {
        let store = try store.openStore(writing: false)
        let calendar = store.calendar
        let today = CalendarDay(containing: Date(), in: calendar)
        let first = today.adding(days: -(days - 1), in: calendar)
        do {
            let summaries = try store.daySummaries(from: first, through: today)
            let total = try store.sampleCount()
            if summaries.isEmpty {
                print("No samples in the last \(days) days (\(first) to \(today)).")
                if let latest = try store.daySummaries().first {
                    print("The latest day with samples is \(latest.day); see more with --days.")
                }
            } else {
                print(StatsTable(summaries: summaries, calendar: calendar).text, terminator: "")
                print("\(summaries.count) of the last \(days) days have samples; \(total) samples in all.")
            }
        } catch let error as StoreError {
            throw CommandFailure(status: .storage, message: error.message)
        }
    }
}

/// Day summaries as aligned columns.
struct StatsTable {
    let summaries: [DaySummary]
    let calendar: Calendar

    var text: String {
        let header = ["day", "samples", "min", "avg", "max", "resting", "latest"]
        let rows = summaries.map { summary in
            [
                summary.day.description, String(summary.sampleCount), format(summary.minimum),
                format((summary.average * 10).rounded() / 10), format(summary.maximum),
                format(summary.restingEstimate),
                "\(time(summary.latestTimestamp)) \(format(summary.latestBeatsPerMinute))",
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { cells in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == cells.count - 1 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
        }.joined()
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
