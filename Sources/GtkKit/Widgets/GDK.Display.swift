import CGtk

extension GDK {
    /// A `GdkDisplay`: the connection to a window system, where the style providers that
    /// apply to every widget are installed. The default display lives as long as the
    /// process, so this holds no reference (and no handle that would count as live).
    @MainActor
    public struct Display {
        /// The display, borrowed.
        package let pointer: OpaquePointer

        /// The display GTK opened at initialisation, or `nil` when there is none.
        public static var `default`: Display? {
            gdk_display_get_default().map { Display(pointer: OpaquePointer(UnsafeMutableRawPointer($0))) }
        }
    }
}
