import CGtk

extension GTK {
    /// A `GtkExpander`: a title that shows or hides the child below it. Screen readers read
    /// its title as a button with an expanded state.
    public final class Expander: Widget {
        public override class var gType: GType { gtk_expander_get_type() }

        /// A collapsed expander titled `title`.
        public convenience init(_ title: String) {
            self.init(retaining: Self.construct { gtk_expander_new(title) })
        }

        /// The title.
        public var title: String {
            get { gtk_expander_get_label(opaquePointer).map { String(cString: $0) } ?? "" }
            set {
                SetterCounter.count()
                gtk_expander_set_label(opaquePointer, newValue)
            }
        }

        /// `expanded`: whether the child shows. Changes emit `notify::expanded`.
        public var isExpanded: Bool {
            get { gtk_expander_get_expanded(opaquePointer) != 0 }
            set {
                SetterCounter.count()
                gtk_expander_set_expanded(opaquePointer, newValue ? 1 : 0)
            }
        }

        /// The widget shown while expanded.
        public var child: Widget? {
            get { gtk_expander_get_child(opaquePointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_expander_set_child(opaquePointer, newValue?.widgetPointer)
            }
        }
    }
}
