import CGtk

extension GTK {
    /// A `GtkSpinner`: shows that something is in progress.
    open class Spinner: Widget {
        open override class var gType: GType { gtk_spinner_get_type() }

        public var spinnerPointer: OpaquePointer { opaquePointer }

        /// A spinner that is still.
        public convenience init() {
            self.init(retaining: Self.construct {
                gtk_spinner_new().map { UnsafeMutablePointer<GtkWidget>($0) }
            })
        }

        /// `spinning`.
        public var isSpinning: Bool {
            get { gtk_spinner_get_spinning(spinnerPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_spinner_set_spinning(spinnerPointer, newValue ? 1 : 0)
            }
        }
    }
}
