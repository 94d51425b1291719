import CGtk
import Foundation
import GtkUI

/// The file chooser for "Import…": a `GtkFileChooserNative` (GTK 4.8 has no GtkFileDialog),
/// CSV files, several at once, over the active window.
@MainActor
enum ImportChooser {
    /// The open choosers, kept until they answer.
    private static var open: [FileChooser] = []

    /// Asks for CSV files; calls `completion` with them unless the user cancels.
    static func choose(completion: @escaping @MainActor ([URL]) -> Void) {
        let parent = g_application_get_default().flatMap { application in
            gtk_application_get_active_window(UnsafeMutablePointer<GtkApplication>(OpaquePointer(application)))
        }
        let chooser = FileChooser(adopting: UnsafeMutableRawPointer(gtk_file_chooser_native_new(
            "Import Heart-Rate Data", parent, GTK_FILE_CHOOSER_ACTION_OPEN, "_Import", "_Cancel")))
        let pointer = chooser.opaquePointer
        gtk_file_chooser_set_select_multiple(pointer, 1)
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, "CSV files")
        gtk_file_filter_add_mime_type(filter, "text/csv")
        gtk_file_filter_add_pattern(filter, "*.csv")
        gtk_file_chooser_add_filter(pointer, filter)  // the chooser takes the filter
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
