import CGtkShim

/// Messages about mistakes GtkUI survives (a duplicate ID, a value it ignores).
enum Diagnostics {
    /// Writes `message` as one line to standard error.
    static func report(_ message: String) {
        gtkui_write_stderr(message + "\n")
    }
}
