import CGtkShim

/// Messages about mistakes GtkUI survives (a duplicate ID, a value it ignores).
package enum Diagnostics {
    /// Writes `message` as one line to standard error.
    package static func report(_ message: String) {
        gtkui_write_stderr(message + "\n")
    }
}
