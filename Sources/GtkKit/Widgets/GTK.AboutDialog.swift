import CGtk

extension GTK {
    /// A `GtkAboutDialog`: a window showing a program's name, logo, version, description,
    /// website, copyright, license and authors. It hides itself when closed.
    public final class AboutDialog: Window {
        public override class var gType: GType { gtk_about_dialog_get_type() }

        /// An empty, hidden About dialog.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_about_dialog_new() })
        }

        private var dialogPointer: OpaquePointer { opaquePointer }

        /// `program-name`.
        public var programName: String? {
            get { gtk_about_dialog_get_program_name(dialogPointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                gtk_about_dialog_set_program_name(dialogPointer, newValue)
            }
        }

        /// `logo-icon-name`: the icon-theme name of the logo.
        public var logoIconName: String? {
            get { gtk_about_dialog_get_logo_icon_name(dialogPointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                gtk_about_dialog_set_logo_icon_name(dialogPointer, newValue)
            }
        }

        /// `version`.
        public var version: String? {
            get { gtk_about_dialog_get_version(dialogPointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                gtk_about_dialog_set_version(dialogPointer, newValue)
            }
        }

        /// `comments`: a sentence or two about the program.
        public var comments: String? {
            get { gtk_about_dialog_get_comments(dialogPointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                gtk_about_dialog_set_comments(dialogPointer, newValue)
            }
        }

        /// `website`: a URL.
        public var website: String? {
            get { gtk_about_dialog_get_website(dialogPointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                gtk_about_dialog_set_website(dialogPointer, newValue)
            }
        }

        /// `copyright`.
        public var copyright: String? {
            get { gtk_about_dialog_get_copyright(dialogPointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                gtk_about_dialog_set_copyright(dialogPointer, newValue)
            }
        }

        /// `license-type`: the well-known license the dialog names and links to; `nil` when
        /// the dialog shows a custom license text instead.
        public var licenseType: License? {
            get { License(gtk: gtk_about_dialog_get_license_type(dialogPointer)) }
            set {
                SetterCounter.count()
                gtk_about_dialog_set_license_type(dialogPointer, (newValue ?? .unknown).gtk)
            }
        }

        /// `authors`: the people who wrote the program, shown on the Credits page.
        public var authors: [String] {
            get {
                guard let authors = gtk_about_dialog_get_authors(dialogPointer) else { return [] }
                var strings: [String] = []
                var index = 0
                while let author = authors[index] {
                    strings.append(String(cString: author))
                    index += 1
                }
                return strings
            }
            set {
                SetterCounter.count()
                withCStringArray(newValue) { gtk_about_dialog_set_authors(dialogPointer, $0) }
            }
        }
    }
}
