import CGtk

extension GTK {
    /// A `GtkButton`.
    open class Button: Widget {
        open override class var gType: GType { gtk_button_get_type() }

        public var buttonPointer: UnsafeMutablePointer<GtkButton> { pointer() }

        /// A button without content.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_button_new() })
        }

        public convenience init(label: String) {
            self.init(retaining: Self.construct { gtk_button_new_with_label(label) })
        }

        /// The button's content widget.
        public var child: Widget? {
            get { gtk_button_get_child(buttonPointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_button_set_child(buttonPointer, newValue?.widgetPointer)
            }
        }

        /// `label`.
        public var label: String {
            get { gtk_button_get_label(buttonPointer).map { String(cString: $0) } ?? "" }
            set {
                SetterCounter.count()
                gtk_button_set_label(buttonPointer, newValue)
            }
        }
    }
}

extension Signal where Emitter: GTK.Button, Arguments == Void, Result == Void {
    /// `clicked`.
    public static var clicked: Self { Self("clicked") }
}
