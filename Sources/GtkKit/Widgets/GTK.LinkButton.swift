import CGtk

extension GTK {
    /// A `GtkLinkButton`: a hyperlink that opens its URI with the desktop's handler (a web
    /// browser) when activated. Screen readers read it as a link.
    public final class LinkButton: Button {
        public override class var gType: GType { gtk_link_button_get_type() }

        /// A link to `uri` showing `label`.
        public convenience init(uri: String, label: String) {
            self.init(retaining: Self.construct { gtk_link_button_new_with_label(uri, label) })
        }

        /// The URI the link opens.
        public var uri: String {
            get { gtk_link_button_get_uri(opaquePointer).map { String(cString: $0) } ?? "" }
            set {
                SetterCounter.count()
                gtk_link_button_set_uri(opaquePointer, newValue)
            }
        }
    }
}

extension Signal where Emitter == GTK.LinkButton, Arguments == Void, Result == Bool {
    /// `activate-link`: return `true` when the handler opened the link itself.
    public static var activateLink: Self { Self("activate-link", decode: { _ in () }) }
}
