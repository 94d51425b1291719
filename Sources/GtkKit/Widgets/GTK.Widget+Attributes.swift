import CGtk
import CGtkShim

extension GTK.Widget {
    /// `opacity`, 0…1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widgetPointer) }
        set {
            SetterCounter.count()
            gtk_widget_set_opacity(widgetPointer, newValue)
        }
    }

    /// `can-target`: whether the widget receives pointer events.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widgetPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_widget_set_can_target(widgetPointer, newValue ? 1 : 0)
        }
    }

    /// Sets a string `GtkAccessibleProperty` (label, description, …); `nil` resets it.
    package func setAccessibleProperty(_ property: GtkAccessibleProperty, to value: String?) {
        SetterCounter.count()
        gtkui_accessible_set_string_property(widgetPointer, property, value)
    }

    /// Whether the accessible string `property` is `value` (GTK's accessibility test API).
    package func accessibleProperty(_ property: GtkAccessibleProperty, is value: String) -> Bool {
        gtkui_accessible_string_property_is(widgetPointer, property, value) != 0
    }
}
