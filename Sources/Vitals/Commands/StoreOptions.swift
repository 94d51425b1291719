import ArgumentParser
import Foundation
import Localization
import VitalsCore

/// `--database PATH`, shared by every command.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            String(localized: "The database file."),
            discussion: String(localized: """
                Default: $VITALS_DATABASE, else $XDG_DATA_HOME/vitals/vitals.sqlite, \
                else ~/.local/share/vitals/vitals.sqlite.
                """),
            valueName: "path"),
        completion: .file(extensions: ["sqlite"]))
    var database: String?

    /// The database file these options name.
    var databaseURL: URL {
        database.map { URL(fileURLWithPath: $0) } ?? StoreLocation.defaultDatabase()
    }

    /// How long a command that only reads lets the store wait for another program's write
    /// lock while opening. Readers never need that lock (the database is in WAL mode: reads
    /// go on while another program writes), but the store probes for it when it opens; a
    /// short wait keeps `stats` and `export` from stalling behind an import, while still
    /// riding out SQLite's brief locks (a WAL recovery after a crash).
    static let readerBusyTimeout: TimeInterval = 0.1

    /// Opens the store, telling standard error about a recovered file or read-only access.
    ///
    /// A command that only reads (`writing` false) is not told that another program holds
    /// the write lock: it does not need it.
    /// - Throws: ``CommandFailure`` with ``ExitStatus/storage`` when it cannot be written and
    ///   `writing`, or when there is nothing to read.
    func openStore(writing: Bool) throws -> VitalsStore {
        let store: VitalsStore
        do {
            let options = writing ? VitalsStore.Options() : VitalsStore.Options(busyTimeout: Self.readerBusyTimeout)
            store = try VitalsStore.open(at: databaseURL, options: options)
        } catch {
            throw CommandFailure(status: .storage, message: "\(error)")
        }
        if let backup = store.recoveredBackup {
            StandardError.report(String(localized: "warning: \(backup.message)"))
        }
        switch store.access {
        case .readWrite:
            break
        case let .readOnly(reason):
            if writing {
                throw CommandFailure(status: .storage, message: reason.message)
            }
            if case .databaseLocked = reason {
                break
            }
            StandardError.report(String(localized: "note: the database is open read-only. \(reason.message)"))
        case let .unavailable(reason):
            throw CommandFailure(status: .storage, message: reason.message)
        }
        return store
    }
}
