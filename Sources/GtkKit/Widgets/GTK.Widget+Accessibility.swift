import CGtk

extension GTK {
    /// A string `GtkAccessibleProperty`: what screen readers say about a widget.
    public enum AccessibleProperty: Sendable {
        /// `GTK_ACCESSIBLE_PROPERTY_LABEL`: the widget's name.
        case label
        /// `GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`: more about the widget than its label.
        case description
        /// `GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER`: a hint for an empty text field.
        case placeholder
        /// `GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION`: the widget's role in words.
        case roleDescription
        /// `GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT`: a range's value in words.
        case valueText
        /// `GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS`: the keys that activate the widget.
        case keyShortcuts

        package var gtk: GtkAccessibleProperty {
            switch self {
            case .label: return GTK_ACCESSIBLE_PROPERTY_LABEL
            case .description: return GTK_ACCESSIBLE_PROPERTY_DESCRIPTION
            case .placeholder: return GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER
            case .roleDescription: return GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION
            case .valueText: return GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT
            case .keyShortcuts: return GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS
            }
        }
    }
}

extension GTK.Widget {
    /// Sets an accessible string property (label, description, …); `nil` resets it.
    public func setAccessibleProperty(_ property: GTK.AccessibleProperty, to value: String?) {
        setAccessibleProperty(property.gtk, to: value)
    }

    /// Whether the accessible string `property` is `value` (GTK's accessibility test API).
    public func accessibleProperty(_ property: GTK.AccessibleProperty, is value: String) -> Bool {
        accessibleProperty(property.gtk, is: value)
    }
}
