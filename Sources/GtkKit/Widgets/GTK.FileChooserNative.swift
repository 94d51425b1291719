import CGtk
import Foundation

extension GTK {
    /// A `GtkFileChooserNative`: the platform's file chooser (the desktop portal's in a
    /// sandbox), for opening files or choosing folders. GTK 4.8 has no `GtkFileDialog`.
    ///
    /// ```swift
    /// let chooser = GTK.FileChooserNative(title: "Import", action: .open)
    /// chooser.selectsMultiple = true
    /// chooser.addFilter(name: "CSV files", patterns: ["*.csv"])
    /// chooser.present { urls in … }
    /// ```
    public final class FileChooserNative: ObjectHandle {
        public override class var gType: GType { gtk_file_chooser_native_get_type() }

        /// What the chooser picks.
        public enum Action: Sendable {
            /// Existing files.
            case open
            /// Folders.
            case selectFolder
            /// A file to write: a name typed in a folder (GTK asks before replacing a file).
            case save

            fileprivate var gtk: GtkFileChooserAction {
                switch self {
                case .open: GTK_FILE_CHOOSER_ACTION_OPEN
                case .selectFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
                case .save: GTK_FILE_CHOOSER_ACTION_SAVE
                }
            }
        }

        /// The choosers shown and not yet answered: each keeps itself until its answer.
        private static var presented: [FileChooserNative] = []

        /// A modal chooser titled `title` over `parent` — by default the active window of
        /// the process's application, if any — with the accept button labelled `accept`.
        public convenience init(title: String, action: Action, accept: String = "_Open", parent: Window? = nil) {
            let transientFor = parent?.windowPointer ?? Self.activeWindowOfDefaultApplication()
            self.init(adopting: Self.construct {
                gtk_file_chooser_native_new(title, transientFor, action.gtk, accept, "_Cancel")
                    .map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
            gtk_native_dialog_set_modal(dialogPointer, 1)
        }

        private var dialogPointer: UnsafeMutablePointer<GtkNativeDialog> { pointer(as: GtkNativeDialog.self) }

        /// `select-multiple`: whether several files or folders can be chosen.
        public var selectsMultiple: Bool {
            get { gtk_file_chooser_get_select_multiple(opaquePointer) != 0 }
            set { gtk_file_chooser_set_select_multiple(opaquePointer, newValue ? 1 : 0) }
        }

        /// The file name a ``Action/save`` chooser starts with ("vitals-samples.csv").
        public func suggestName(_ name: String) {
            gtk_file_chooser_set_current_name(opaquePointer, name)
        }

        /// Offers a filter named `name` that shows the files matching any of `patterns`
        /// (shell globs such as `*.csv`) or of `mimeTypes` (`application/json`, `image/*`);
        /// the first filter added is the one shown first.
        public func addFilter(name: String, patterns: [String], mimeTypes: [String] = []) {
            guard let filter = gtk_file_filter_new() else { return }
            gtk_file_filter_set_name(filter, name)
            for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
            for mimeType in mimeTypes { gtk_file_filter_add_mime_type(filter, mimeType) }
            gtk_file_chooser_add_filter(opaquePointer, filter)  // the chooser keeps its own reference
            g_object_unref(UnsafeMutableRawPointer(filter))
        }

        /// Shows the chooser; calls `completion` once, with the chosen local files (empty
        /// when the user cancels), then lets the chooser go.
        public func present(completion: @escaping @MainActor ([URL]) -> Void) {
            Self.presented.append(self)
            connect(Self.response) { chooser, response in
                let files = response == GTK_RESPONSE_ACCEPT.rawValue ? chooser.chosenFiles : []
                chooser.disconnectAllHandlers()
                gtk_native_dialog_destroy(chooser.dialogPointer)
                Self.presented.removeAll { $0 == chooser }  // the handler gets a handle of its own
                completion(files)
            }
            gtk_native_dialog_show(dialogPointer)
        }

        /// Takes a shown chooser off the screen without an answer: its completion is not
        /// called, and the chooser is let go.
        public func cancel() {
            guard Self.presented.contains(where: { $0 == self }) else { return }
            disconnectAllHandlers()
            gtk_native_dialog_hide(dialogPointer)
            gtk_native_dialog_destroy(dialogPointer)
            Self.presented.removeAll { $0 == self }
        }

        /// Whether the chooser is shown and not yet answered.
        public var isPresented: Bool { Self.presented.contains { $0 == self } }

        /// The chosen local files, as the chooser holds them now.
        public var chosenFiles: [URL] {
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

        /// `GtkNativeDialog::response`: handlers get the response ID.
        private static var response: Signal<FileChooserNative, Int32, Void> {
            Signal("response", decode: { $0.int(at: 1) })
        }

        private static func activeWindowOfDefaultApplication() -> UnsafeMutablePointer<GtkWindow>? {
            g_application_get_default().flatMap { application in
                gtk_application_get_active_window(UnsafeMutablePointer<GtkApplication>(OpaquePointer(application)))
            }
        }
    }
}
