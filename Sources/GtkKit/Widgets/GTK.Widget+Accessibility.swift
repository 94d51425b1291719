import CGtk

extension GTK {
    /// The string `GtkAccessibleProperty`s GtkKit sets: what assistive technologies read.
    public enum AccessibleProperty: Sendable {
        /// `GTK_ACCESSIBLE_PROPERTY_LABEL`: the widget's name.
        case label
        /// `GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`: a longer description (a hint).
        case description

        package var gtk: GtkAccessibleProperty {
            switch self {
            case .label: return GTK_ACCESSIBLE_PROPERTY_LABEL
            case .description: return GTK_ACCESSIBLE_PROPERTY_DESCRIPTION
            }
        }
    }
}

extension GTK.Widget {
    /// Sets an accessible string property; `nil` resets it.
    public func setAccessibleProperty(_ property: GTK.AccessibleProperty, to value: String?) {
        setAccessibleProperty(property.gtk, to: value)
    }

    /// Whether the accessible string `property` is `value` (GTK's accessibility test API).
    public func accessibleProperty(_ property: GTK.AccessibleProperty, is value: String) -> Bool {
        accessibleProperty(property.gtk, is: value)
    }
}
