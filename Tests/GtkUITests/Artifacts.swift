import Foundation

/// Where tests put pictures for people to look at: `artifacts/` at the package root
/// (ignored by git), or `$GTKUI_ARTIFACTS`.
enum Artifacts {
    static var directory: URL {
        let url = ProcessInfo.processInfo.environment["GTKUI_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("artifacts")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The directory of the products (`.build/debug`), where the test bundle runs from.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }
}
