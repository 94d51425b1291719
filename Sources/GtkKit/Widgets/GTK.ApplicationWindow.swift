import CGtk

extension GTK {
    /// A `GtkApplicationWindow`: a window of a `GtkApplication`, with `win.` actions.
    public final class ApplicationWindow: Window, GIOActionMap {
        public override class var gType: GType { gtk_application_window_get_type() }

        /// A new, hidden window of `application`.
        public convenience init(application: Application) {
            self.init(retaining: Self.construct {
                gtk_application_window_new(application.applicationPointer)
            })
        }

        /// GTK's id for the window within its application (1, 2, …).
        public var applicationID: UInt32 {
            gtk_application_window_get_id(pointer())
        }
    }
}
