import Foundation
import GtkUI
import Localization
import VitalsApp
import VitalsCore

/// The app's graphical interface, started by `vitals` without a subcommand: the
/// ``VitalsApp`` over the database at `database`.
enum VitalsGUI {
    /// Runs the app until it quits; `files` are handed to it to import (to the running app,
    /// when one already runs). As a D-Bus service (`isService`), the app registers its name
    /// and opens what the desktop's activation call asks for.
    ///
    /// Over the usual database (the XDG one) the app is the session's one instance: a later
    /// launch raises its window and hands over its files. Over any other database (named by
    /// `--database` or `$VITALS_DATABASE`) it runs as an instance of its own, so that such a
    /// launch never shows another instance's data.
    /// - Throws: ``CommandFailure`` with ``ExitStatus/interface`` when there is no display or
    ///   the application cannot run.
    static func run(database: URL, files: [URL] = [], isService: Bool = false) throws {
        try MainActor.assumeIsolated {
            do {
                try GtkRuntime.initialize()
            } catch {
                throw CommandFailure(status: .interface, message: "\(error)")
            }
            let app = VitalsApp(model: VitalsModel(database: database))
            // GApplication gets the program name, its service option and the files: the
            // other options were vitals' own.
            let program = CommandLine.arguments.first ?? "vitals"
            let instance: AppInstance = isUsualDatabase(database) ? .shared : .separate
            let status = app.run(
                arguments: [program] + (isService ? ["--gapplication-service"] : []) + files.map(\.path), instance: instance)
            // The Conditions page saves as it closes; this catches anything left all the same.
            app.model.conditions.save()
            if status != 0 {
                throw CommandFailure(
                    status: .interface, message: String(localized: "the application ended with status \(String(status))"))
            }
        }
    }

    /// Whether `database` is the XDG database, the one a launch names when neither
    /// `--database` nor `$VITALS_DATABASE` says otherwise (paths compared after resolving
    /// `..` and symbolic links).
    static func isUsualDatabase(_ database: URL) -> Bool {
        var environment = ProcessInfo.processInfo.environment
        environment[StoreLocation.databaseVariable] = nil
        func resolved(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
        return resolved(database) == resolved(StoreLocation.defaultDatabase(environment: environment))
    }
}
