import Foundation
import GtkUI

/// The file chooser for "Import…" and "Import Folder…": a `GtkFileChooserNative` (GTK 4.8
/// has no GtkFileDialog) over the active window, several files or folders at once.
@MainActor
enum ImportChooser {
    /// What the chooser picks.
    enum Mode {
        /// Files of any supported format (the filter lists their usual names; the import
        /// tells formats by content, so "All files" is offered too).
        case files
        /// Folders: an unzipped Apple Health export, a Google Takeout folder.
        case folder
    }

    /// The usual names of the files Vitals imports.
    static let patterns = [
        "*.csv", "*.tsv", "*.txt", "*.zip", "*.xml", "*.fit", "*.FIT", "*.tcx", "*.TCX", "*.gpx", "*.GPX",
        "*.json", "Gadgetbridge", "*.db",
    ]

    /// Asks for files or folders; calls `completion` with them unless the user cancels.
    static func choose(_ mode: Mode, completion: @escaping @MainActor ([URL]) -> Void) {
        let chooser = GTK.FileChooserNative(
            title: mode == .files ? "Import Heart-Rate Files" : "Import a Folder of Heart-Rate Files",
            action: mode == .files ? .open : .selectFolder, accept: "_Import")
        chooser.selectsMultiple = true
        if mode == .files {
            chooser.addFilter(
                name: "Heart-rate files (Apple Health, FIT, TCX, GPX, Fitbit, Gadgetbridge, CSV)", patterns: patterns)
            chooser.addFilter(name: "All files", patterns: ["*"])
        }
        chooser.present { files in
            if !files.isEmpty { completion(files) }
        }
    }
}
