import CGtk

extension GDK {
    /// A `GdkDisplay`: the connection to a window system, where the style providers that
    /// apply to every widget are installed.
    public final class Display: ObjectHandle {
        public override class var gType: GType { gdk_display_get_type() }

        /// The display GTK opened at initialisation, or `nil` when there is none.
        public static var `default`: Display? {
            gdk_display_get_default().map { Display(retaining: UnsafeMutableRawPointer($0)) }
        }
    }
}
