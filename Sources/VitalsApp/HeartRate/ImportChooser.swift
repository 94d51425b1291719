import Foundation
import GtkUI

/// The file choosers of "Import…" and "Import Folder…": SwiftUI's `fileImporter`s (GTK's
/// file chooser over the window), several files or folders at once.
struct ImportChoosers: ViewModifier {
    /// Whether the chooser of files is shown.
    @Binding var choosingFiles: Bool
    /// Whether the chooser of folders (an unzipped Apple Health export, a Google Takeout
    /// folder) is shown.
    @Binding var choosingFolder: Bool
    /// Gets the chosen files or folders, unless the user cancels.
    let choose: @MainActor ([URL]) -> Void

    /// The usual kinds of the files Vitals imports (the import tells formats by content,
    /// so the chooser offers "All files" too: a Gadgetbridge export has no extension).
    static let fileTypes: [UTType] = [.commaSeparatedText, .tabSeparatedText, .plainText, .zip, .xml, .json]
        + ["fit", "tcx", "gpx", "db"].compactMap { UTType(filenameExtension: $0) }

    func body(content: Content) -> some View {
        content
            .fileImporter(isPresented: $choosingFiles, allowedContentTypes: Self.fileTypes, allowsMultipleSelection: true) {
                if case .success(let files) = $0, !files.isEmpty { choose(files) }
            }
            .fileDialogMessage("Import Heart-Rate Files")
            .fileImporter(isPresented: $choosingFolder, allowedContentTypes: [.folder], allowsMultipleSelection: true) {
                if case .success(let folders) = $0, !folders.isEmpty { choose(folders) }
            }
            .fileDialogMessage("Import a Folder of Heart-Rate Files")
            .fileDialogConfirmationLabel("Import")
    }
}
