import ArgumentParser
import Foundation
import Localization
import VitalsCore

/// `vitals check`: SQLite's full integrity check, and every stored figure recounted from the
/// samples.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: String(localized: "Check the database for damage and its figures against the samples."),
        discussion: String(localized: """
            Reads the whole database (seconds for years of data). Damage found is recorded: the \
            next command or start of Vitals moves the file aside and copies what can be read \
            into a fresh one. Figures that disagree with the samples are recounted.
            """))

    @OptionGroup var store: StoreOptions

    func run() throws {
        let store = try store.openStore(writing: false)
        do {
            let damage = try store.checkIntegrity(thorough: true)
            guard damage.isEmpty else {
                throw CommandFailure(status: .storage, message: String(localized: """
                    \(store.database.path) is damaged: \(damage.prefix(5).joined(separator: "; ")). \
                    The next command moves it aside and copies what can be read into a fresh database.
                    """))
            }
            let differences = try store.auditFigures()
            if differences.isEmpty {
                print(String(localized: "No damage; every figure agrees with the samples."))
                return
            }
            guard !store.isReadOnly else {
                throw CommandFailure(status: .storage, message: String(localized: """
                    \(differences.count) figures disagree with the samples, and the database cannot be changed now \
                    to recount them.
                    """))
            }
            try store.rebuildFigures()
            print(String(localized: """
                No damage; \(differences.count) figures disagreed with the samples and were recounted.
                """))
        } catch let error as StoreError {
            throw CommandFailure(status: .storage, message: error.message)
        }
    }
}
