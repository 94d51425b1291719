import CGtk
import CGtkShim

extension GTK.Widget {
    /// How urgently an announcement is read (GTK's `GtkAccessibleAnnouncementPriority`).
    public enum AnnouncementPriority: Int32, Sendable {
        /// Read when nothing else is.
        case low = 0
        /// Read after what is being read.
        case medium = 1
        /// Read at once, interrupting.
        case high = 2
    }

    /// Whether this GTK can make announcements (GTK 4.14 or later).
    public static var canAnnounce: Bool {
        gtk_get_major_version() > 4 || gtk_get_minor_version() >= 14
    }

    /// Asks screen readers to read `message`, as from this widget
    /// (`gtk_accessible_announce`, GTK 4.14). Returns `false`, doing nothing, on an older
    /// GTK: there, a changed accessible name of the focused widget is what a screen reader
    /// reads by itself.
    @discardableResult
    public func announce(_ message: String, priority: AnnouncementPriority = .medium) -> Bool {
        guard Self.canAnnounce else { return false }
        return gtkui_accessible_announce(widgetPointer, message, priority.rawValue) != 0
    }
}
