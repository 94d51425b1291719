import CGtk

extension GTK.Window {
    /// `resizable`: whether the user can resize the window.
    public var isResizable: Bool {
        get { gtk_window_get_resizable(windowPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_window_set_resizable(windowPointer, newValue ? 1 : 0)
        }
    }

    /// `modal`: whether the window blocks input to the other windows of the application.
    public var isModal: Bool {
        get { gtk_window_get_modal(windowPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_window_set_modal(windowPointer, newValue ? 1 : 0)
        }
    }

    /// `transient-for`: the window this one belongs to (a dialog's parent), which it is
    /// kept above and centered on; `nil` for none.
    public var transientParent: GTK.Window? {
        get { gtk_window_get_transient_for(windowPointer).map { GTK.Window(retaining: $0) } }
        set {
            SetterCounter.count()
            gtk_window_set_transient_for(windowPointer, newValue?.windowPointer)
        }
    }

    /// Replaces the title bar the window manager would draw with `titlebar` (a header
    /// bar); `nil` goes back to the default decorations.
    public func setTitlebar(_ titlebar: GTK.Widget?) {
        SetterCounter.count()
        gtk_window_set_titlebar(windowPointer, titlebar?.widgetPointer)
    }

    /// The window's title bar widget, or `nil` when it has the default one.
    public var titlebar: GTK.Widget? {
        gtk_window_get_titlebar(windowPointer).map { GTK.Widget(retaining: $0) }
    }

    /// `default-width` and `default-height`: the size the window is shown at (kept up to
    /// date with the user's resizing while it is shown); 0 (or -1, as
    /// ``setDefaultSize(width:height:)`` takes it) for a dimension left natural.
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Asks the window manager to maximize the window (before it is shown too).
    public func maximize() {
        gtk_window_maximize(windowPointer)
    }

    /// `maximized`: whether the window is maximized.
    public var isMaximized: Bool { gtk_window_is_maximized(windowPointer) != 0 }

    /// `is-active`: whether the window is the one the user is working in (it has the
    /// keyboard focus of the desktop).
    public var isActive: Bool { gtk_window_is_active(windowPointer) != 0 }

    /// The process's active top-level window (the one with the keyboard focus), or `nil`.
    public static var active: GTK.Window? {
        guard let list = gtk_window_list_toplevels() else { return nil }
        defer { g_list_free(list) }
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let data = current.pointee.data {
                let window = data.assumingMemoryBound(to: GtkWindow.self)
                if gtk_window_is_active(window) != 0 { return GTK.Window(retaining: UnsafeMutableRawPointer(window)) }
            }
            node = current.pointee.next
        }
        return nil
    }
}
