import ArgumentParser
import Foundation
import Localization
import VitalsCore

/// `vitals stats [--days N]`: the day summaries of the last days, as a table.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: String(localized: "Show the daily heart-rate figures of the last days."),
        discussion: String(localized: "Days are local calendar days in the time zone the database was created in."))

    @Option(help: ArgumentHelp(String(localized: "How many calendar days, ending today.")))
    var days = 7

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard (1...36_500).contains(days) else {
            throw ValidationError(String(localized: "--days must be from 1 to 36500."))
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
                let from = first.formatted(.abbreviated, in: calendar)
                let to = today.formatted(.abbreviated, in: calendar)
                print(String(localized: "No samples in the last \(days) days (\(from) to \(to))."))
                if let latest = try store.daySummaries().first {
                    let day = latest.day.formatted(.abbreviated, in: calendar)
                    print(String(localized: "The latest day with samples is \(day); see more with --days."))
                }
            } else {
                print(StatsTable(summaries: summaries, calendar: calendar).text, terminator: "")
                print(String(localized: """
                    \(summaries.count) of the last \(days) days have samples; \(total) samples in all.
                    """))
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
        let header = [
            String(localized: "day", comment: "A column heading of `vitals stats`: the calendar day."),
            String(localized: "samples", comment: "A column heading of `vitals stats`: how many samples the day has."),
            String(localized: "min", comment: "A column heading of `vitals stats`: the lowest heart rate."),
            String(localized: "avg", comment: "A column heading of `vitals stats`: the average heart rate."),
            String(localized: "max", comment: "A column heading of `vitals stats`: the highest heart rate."),
            String(localized: "resting", comment: "A column heading of `vitals stats`: the resting heart rate."),
            String(localized: "latest",
                   comment: "A column heading of `vitals stats`: the time and heart rate of the last sample."),
        ]
        let rows = summaries.map { summary in
            [
                summary.day.formatted(.numeric, in: calendar), format(Double(summary.sampleCount)),
                format(summary.minimum), format((summary.average * 10).rounded() / 10), format(summary.maximum),
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

    /// A figure as the user's locale writes numbers, to one decimal at most (“64.5”, “64,5”).
    private func format(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(0...1)).locale(.session))
    }

    /// The time of day as the user's locale writes it, in the database's time zone.
    private func time(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(
            date: .omitted, time: .shortened, locale: .session, calendar: calendar, timeZone: calendar.timeZone))
    }
}
