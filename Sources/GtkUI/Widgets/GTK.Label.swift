import CGtk
import Glibc

extension GTK {
    /// A `GtkLabel`.
    open class Label: Widget {
        open override class var gType: GType { gtk_label_get_type() }

        public var labelPointer: OpaquePointer { opaquePointer }

        public convenience init(_ text: String = "") {
            self.init(retaining: Self.construct { Self.call(gtk_label_new, text) })
        }

        /// `label`, as plain text.
        public var text: String {
            get { String(cString: gtk_label_get_text(labelPointer)) }
            set {
                GraphCounters.gtkSetterCalled()
                Self.setText(newValue, on: labelPointer)
            }
        }

        /// Whether the label shows exactly `text` (compared in place, without copying the
        /// label's text into a Swift string).
        public func showsText(_ text: String) -> Bool {
            guard let current = gtk_label_get_text(labelPointer) else { return text.isEmpty }
            return Self.text(text, equals: current)
        }

        // `withCString` hands over a short string from the stack (an implicit conversion
        // copies every string into a new array). Nonisolated, so its closure is too: a
        // main-actor closure passed to a plain function checks the executor when called.

        private nonisolated static func setText(_ text: String, on label: OpaquePointer) {
            text.withCString { gtk_label_set_text(label, $0) }
        }

        private nonisolated static func text(_ text: String, equals current: UnsafePointer<CChar>) -> Bool {
            text.withCString { strcmp($0, current) == 0 }
        }
    }
}
