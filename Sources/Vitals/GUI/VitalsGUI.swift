import Foundation

/// The app's graphical interface, started by `vitals` without a subcommand.
///
/// Not built yet: the GTK window (heart-rate days, live value, conditions) is being written
/// separately. Until then this says so and exits with ``ExitStatus/interface``; whoever builds
/// the interface replaces the body with the application's run loop (opening the store at
/// `database`) and keeps this signature.
enum VitalsGUI {
    static func run(database: URL) throws {
        throw CommandFailure(
            status: .interface,
            message: "the graphical interface is not available in this build yet. "
                + "Use `vitals import`, `vitals export` or `vitals stats` (see `vitals --help`).")
    }
}
