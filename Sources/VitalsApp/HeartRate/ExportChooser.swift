import Foundation
import GtkUI

/// The file chooser for "Export…": where to write the samples as CSV (a
/// `GtkFileChooserNative` in save mode, which asks before replacing a file).
@MainActor
enum ExportChooser {
    /// Asks where to save; calls `completion` with the file unless the user cancels.
    static func choose(completion: @escaping @MainActor (URL) -> Void) {
        let chooser = GTK.FileChooserNative(title: String(localized: "Export Heart-Rate Samples"), action: .save, accept: String(localized: "_Export"))
        chooser.suggestName("vitals-samples.csv")
        chooser.addFilter(name: String(localized: "CSV files"), patterns: ["*.csv"])
        chooser.present { files in
            if let file = files.first { completion(file) }
        }
    }
}
