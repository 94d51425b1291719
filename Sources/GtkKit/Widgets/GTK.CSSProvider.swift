import CGtk

extension GTK {
    /// A `GtkCssProvider`: a parsed style sheet.
    public final class CSSProvider: ObjectHandle {
        public override class var gType: GType { gtk_css_provider_get_type() }

        public var providerPointer: UnsafeMutablePointer<GtkCssProvider> { pointer() }

        public convenience init() {
            self.init(adopting: Self.construct { gtk_css_provider_new() })
        }

        /// Replaces the provider's rules with those parsed from `text`.
        public func load(_ text: String) {
            gtk_css_provider_load_from_data(providerPointer, text, gssize(text.utf8.count))
        }

        /// Applies the provider to every widget on `display` at `priority`.
        package func install(on display: OpaquePointer, priority: UInt32) {
            gtk_style_context_add_provider_for_display(display, OpaquePointer(providerPointer), priority)
        }
    }
}

extension Signal where Emitter == GTK.CSSProvider, Arguments == String, Result == Void {
    /// `parsing-error`: a rule could not be parsed; the argument is GTK's message.
    public static var parsingError: Self {
        Self("parsing-error", decode: { arguments in
            let error = g_value_get_boxed(arguments.value(at: 2))?.assumingMemoryBound(to: GError.self)
            return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        })
    }
}
