import Foundation
import Glibc

/// Saves the open windows of an app — scene, presented value, size — when it quits, and
/// reads them back at the next launch, from `$XDG_STATE_HOME/<app id>/windows.json`
/// (`~/.local/state/<app id>/windows.json` by default).
///
/// Saving writes a temporary file and renames it over the old one, so a crash never
/// leaves half a file. A saved window whose scene is gone or whose value no longer decodes
/// is dropped with a line on stderr.
struct WindowRestoration {
    /// One saved window.
    struct SavedWindow: Codable, Equatable {
        var scene: String
        /// The presented value as JSON, or `nil`.
        var value: String?
        var width: Int
        var height: Int
        var maximized: Bool
        /// The window's `@SceneStorage` values (absent when it has none).
        var sceneStorage: [String: AppStorageValue]? = nil
    }

    /// The file's contents.
    struct Saved: Codable {
        var version = 1
        var windows: [SavedWindow]
    }

    let file: URL

    init(file: URL) {
        self.file = file
    }

    /// The file for `applicationID` under the XDG state directory.
    static func defaultFile(applicationID: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return base.appendingPathComponent(applicationID).appendingPathComponent("windows.json")
    }

    /// Writes `windows` atomically. Returns an error message on failure (nothing is lost:
    /// the old file stays).
    func save(_ windows: [SavedWindow]) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(Saved(windows: windows))
            let temporary = file.deletingLastPathComponent()
                .appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
            try data.write(to: temporary)
            guard rename(temporary.path, file.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                return "cannot replace \(file.path): \(reason)"
            }
            return nil
        } catch {
            return "cannot save the open windows to \(file.path): \(error)"
        }
    }

    /// The saved windows, or `[]` when there is no file; an unreadable file is reported
    /// and ignored.
    func load() -> [SavedWindow] {
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        do {
            let data = try Data(contentsOf: file)
            return try JSONDecoder().decode(Saved.self, from: data).windows
        } catch {
            Diagnostics.report("GtkUI: ignoring the saved windows in \(file.path): \(error)")
            return []
        }
    }
}
