import CGtk
import CGtkShim

extension GTK {
    /// A `GtkLabel`.
    open class Label: Widget {
        open override class var gType: GType { gtk_label_get_type() }

        public var labelPointer: OpaquePointer { opaquePointer }

        public convenience init(_ text: String = "") {
            self.init(retaining: Self.construct { Self.call(gtk_label_new, text) })
        }

        /// An empty label that assistive technologies read as a heading of `level` (1 to 6;
        /// `nil` for a heading of no particular level). The role is given when the label
        /// is made: GTK fixes a widget's role then.
        public static func heading(level: Int?) -> Label {
            Label(retaining: construct { gtkui_heading_label_new(Int32(clamping: level ?? 0)) })
        }

        /// `label`, as plain text.
        public var text: String {
            get { String(cString: gtk_label_get_text(labelPointer)) }
            set {
                SetterCounter.count()
                Self.call(gtk_label_set_text, labelPointer, newValue)
            }
        }

        /// Whether the label shows exactly `text` (compared in place, without copying the
        /// label's text into a Swift string).
        public func showsText(_ text: String) -> Bool {
            guard let current = gtk_label_get_text(labelPointer) else { return text.isEmpty }
            return Self.call(g_strcmp0, current, text) == 0
        }
    }
}
