import Foundation

/// Where the database lives.
public enum StoreLocation {
    /// The environment variable that names another database file (tests, several profiles).
    public static let databaseVariable = "VITALS_DATABASE"

    /// The database file for this environment:
    /// 1. `$VITALS_DATABASE` when set and not empty;
    /// 2. `$XDG_DATA_HOME/vitals/vitals.sqlite` when `XDG_DATA_HOME` is an absolute path
    ///    (the XDG Base Directory specification ignores relative ones);
    /// 3. `$HOME/.local/share/vitals/vitals.sqlite`.
    public static func defaultDatabase(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let path = environment[databaseVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let dataHome: URL
        if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? FileManager.default.homeDirectoryForCurrentUser.path
            dataHome = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share", isDirectory: true)
        }
        return dataHome.appendingPathComponent("vitals", isDirectory: true)
            .appendingPathComponent("vitals.sqlite")
    }
}
