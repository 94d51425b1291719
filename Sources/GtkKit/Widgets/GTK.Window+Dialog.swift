import CGtk
import CGtkShim

extension GTK.Window {
    /// A new, hidden window that assistive technologies read as a dialog, or with `alert`
    /// as an alert dialog (GTK fixes a widget's role when it is made).
    public static func dialog(alert: Bool = false) -> GTK.Window {
        GTK.Window(retaining: construct { gtkui_window_new_dialog(alert ? 1 : 0) })
    }

    /// `default-widget`: the widget Return activates when the focused widget does not
    /// take it (a dialog's default button); `nil` for none.
    public func setDefaultWidget(_ widget: GTK.Widget?) {
        SetterCounter.count()
        gtk_window_set_default_widget(windowPointer, widget?.widgetPointer)
    }

    /// `destroy-with-parent`: whether the window is destroyed with its ``transientParent``.
    public var destroysWithParent: Bool {
        get { gtk_window_get_destroy_with_parent(windowPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_window_set_destroy_with_parent(windowPointer, newValue ? 1 : 0)
        }
    }
}
