import ArgumentParser
import Foundation
import Localization
import VitalsCore

/// `vitals delete --source NAME` or `vitals delete --from DAY [--through DAY]`: deletes samples
/// (and their figures) in one transaction.
struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: String(localized: "Delete the samples of a source, or of a range of days."),
        discussion: String(localized: """
            Days are local calendar days (YYYY-MM-DD) in the time zone the database was \
            created in. The deletion is one transaction: all of it or nothing.
            """))

    @Option(help: ArgumentHelp(
        String(localized: "Delete every sample of this source (see `vitals sources`)."), valueName: "name"))
    var source: String?

    @Option(help: ArgumentHelp(String(localized: "The first day whose samples are deleted."), valueName: "day"))
    var from: String?

    @Option(help: ArgumentHelp(
        String(localized: "The last day whose samples are deleted (default: the --from day)."), valueName: "day"))
    var through: String?

    @OptionGroup var store: StoreOptions

    func validate() throws {
        switch (source, from) {
        case (nil, nil):
            throw ValidationError(
                String(localized: "Say what to delete: --source NAME, or --from DAY [--through DAY]."))
        case (.some, .some):
            throw ValidationError(String(localized: "Give either --source or --from/--through, not both."))
        case (.some, nil) where through != nil:
            throw ValidationError(String(localized: "Give either --source or --from/--through, not both."))
        default:
            break
        }
        for day in [from, through].compactMap({ $0 }) where CalendarDay(day) == nil {
            throw ValidationError(String(localized: "\(day) is not a day: write it as YYYY-MM-DD."))
        }
    }

    func run() throws {
        let store = try store.openStore(writing: true)
        let deleted: DeletedSamples
        do {
            if let source {
                guard try store.sources().contains(where: { $0.name == source }) else {
                    throw CommandFailure(status: .usage, message: String(localized: """
                        There is no source named \(source) (see `vitals sources`).
                        """))
                }
                deleted = try store.deleteSamples(from: source)
            } else if let first = from.flatMap(CalendarDay.init) {
                deleted = try store.deleteSamples(from: first, through: through.flatMap(CalendarDay.init) ?? first)
            } else {
                return
            }
        } catch let error as StoreError {
            throw CommandFailure(status: .storage, message: error.message)
        }
        print(String(localized: "\(deleted.count) samples deleted."))
    }
}
