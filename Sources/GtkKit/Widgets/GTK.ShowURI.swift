import CGtk

extension GTK {
    /// Opens `uri` with the user's handler for it (a web browser for `https:`), as a request
    /// from `parent` (the window it is shown for, or `nil`): `gtk_show_uri`. A failure to
    /// launch is reported by GTK itself.
    ///
    /// GTK 4.10 replaces it with `GtkUriLauncher`; GTK 4.8, the oldest GTK this package
    /// supports, has only this call.
    @MainActor
    public static func showURI(_ uri: String, parent: Window?) {
        gtk_show_uri(parent?.windowPointer, uri, 0)  // GDK_CURRENT_TIME
    }
}
