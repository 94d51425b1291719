import CGtk

extension GTK {
    /// A `GtkFrame`: a border around its child, with an optional title on the border.
    /// Screen readers read it as a group named by its title.
    public final class Frame: Widget {
        public override class var gType: GType { gtk_frame_get_type() }

        /// A frame titled `title` (none when `nil`).
        public convenience init(title: String?) {
            self.init(retaining: Self.construct { gtk_frame_new(title) })
        }

        public var framePointer: UnsafeMutablePointer<GtkFrame> { pointer() }

        /// The title on the border, or `nil`.
        public var title: String? {
            get { gtk_frame_get_label(framePointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                gtk_frame_set_label(framePointer, newValue)
            }
        }

        /// The widget inside the border.
        public var child: Widget? {
            get { gtk_frame_get_child(framePointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_frame_set_child(framePointer, newValue?.widgetPointer)
            }
        }
    }
}
