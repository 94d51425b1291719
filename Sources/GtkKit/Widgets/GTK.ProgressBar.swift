import CGtk

extension GTK {
    /// A `GtkProgressBar`.
    open class ProgressBar: Widget {
        open override class var gType: GType { gtk_progress_bar_get_type() }

        public var progressBarPointer: OpaquePointer { opaquePointer }

        /// An empty bar.
        public convenience init() {
            self.init(retaining: Self.construct {
                gtk_progress_bar_new().map { UnsafeMutablePointer<GtkWidget>($0) }
            })
        }

        /// `fraction`: how much is done, 0…1.
        public var fraction: Double {
            get { gtk_progress_bar_get_fraction(progressBarPointer) }
            set {
                SetterCounter.count()
                gtk_progress_bar_set_fraction(progressBarPointer, newValue)
            }
        }
    }
}
