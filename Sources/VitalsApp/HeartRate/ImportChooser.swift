import CGtk
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

    /// The open choosers, kept until they answer.
    private static var open: [FileChooser] = []

    /// Asks for files or folders; calls `completion` with them unless the user cancels.
    static func choose(_ mode: Mode, completion: @escaping @MainActor ([URL]) -> Void) {
        let parent = g_application_get_default().flatMap { application in
            gtk_application_get_active_window(UnsafeMutablePointer<GtkApplication>(OpaquePointer(application)))
        }
        let action = mode == .files ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        let title = mode == .files ? "Import Heart-Rate Files" : "Import a Folder of Heart-Rate Files"
        let chooser = FileChooser(adopting: UnsafeMutableRawPointer(gtk_file_chooser_native_new(
            title, parent, action, "_Import", "_Cancel")))
        let pointer = chooser.opaquePointer
        gtk_file_chooser_set_select_multiple(pointer, 1)
        if mode == .files {
            let supported = gtk_file_filter_new()
            gtk_file_filter_set_name(supported, "Heart-rate files (Apple Health, FIT, TCX, GPX, Fitbit, Gadgetbridge, CSV)")
            for pattern in patterns {
                gtk_file_filter_add_pattern(supported, pattern)
            }
            gtk_file_chooser_add_filter(pointer, supported)  // the chooser keeps its own reference
            g_object_unref(UnsafeMutableRawPointer(supported))
            let all = gtk_file_filter_new()
            gtk_file_filter_set_name(all, "All files")
            gtk_file_filter_add_pattern(all, "*")
            gtk_file_chooser_add_filter(pointer, all)
            g_object_unref(UnsafeMutableRawPointer(all))
        }
        gtk_native_dialog_set_modal(chooser.dialogPointer, 1)
        open.append(chooser)
        chooser.connect(Signal<FileChooser, Int32, Void>.response) { chooser, response in
            let files = response == GTK_RESPONSE_ACCEPT.rawValue ? chooser.selectedFiles : []
            gtk_native_dialog_destroy(chooser.dialogPointer)
            open.removeAll { $0 === chooser }
            if !files.isEmpty { completion(files) }
        }
        gtk_native_dialog_show(chooser.dialogPointer)
    }
}

/// A `GtkFileChooserNative`.
final class FileChooser: ObjectHandle {
    override class var gType: GType { gtk_file_chooser_native_get_type() }

    var dialogPointer: UnsafeMutablePointer<GtkNativeDialog> { pointer(as: GtkNativeDialog.self) }

    /// The chosen local files.
    var selectedFiles: [URL] {
        guard let files = gtk_file_chooser_get_files(opaquePointer) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        var urls: [URL] = []
        for index in 0..<g_list_model_get_n_items(files) {
            guard let file = g_list_model_get_item(files, index) else { continue }
            defer { g_object_unref(file) }
            guard let path = g_file_get_path(OpaquePointer(file)) else { continue }
            defer { g_free(path) }
            urls.append(URL(fileURLWithPath: String(cString: path)))
        }
        return urls
    }
}

extension Signal where Emitter == FileChooser, Arguments == Int32, Result == Void {
    /// `GtkNativeDialog::response`: handlers get the response ID.
    static var response: Self { Self("response", decode: { $0.int(at: 1) }) }
}
