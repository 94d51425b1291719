import ArgumentParser
import Foundation
import VitalsCore

/// `--database PATH`, shared by every command.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The database file.",
            discussion: "Default: $VITALS_DATABASE, else $XDG_DATA_HOME/vitals/vitals.sqlite, "
                + "else ~/.local/share/vitals/vitals.sqlite.",
            valueName: "path"),
        completion: .file(extensions: ["sqlite"]))
    var database: String?

    /// The database file these options name.
    var databaseURL: URL {
        database.map { URL(fileURLWithPath: $0) } ?? StoreLocation.defaultDatabase()
    }

    /// Opens the store, telling standard error about a recovered file or read-only access.
    /// - Throws: ``CommandFailure`` with ``ExitStatus/storage`` when it cannot be written and
    ///   `writing`, or when there is nothing to read.
    func openStore(writing: Bool) throws -> VitalsStore {
        let store: VitalsStore
        do {
            store = try VitalsStore.open(at: databaseURL)
        } catch {
            throw CommandFailure(status: .storage, message: "\(error)")
        }
        if let backup = store.recoveredBackup {
            StandardError.report("warning: \(backup.message)")
        }
        switch store.access {
        case .readWrite:
            break
        case let .readOnly(reason):
            if writing {
                throw CommandFailure(status: .storage, message: reason.message)
            }
            StandardError.report("note: the database is open read-only. \(reason.message)")
        case let .unavailable(reason):
            throw CommandFailure(status: .storage, message: reason.message)
        }
        return store
    }
}
