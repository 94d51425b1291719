import CGtk
import CGtkShim

extension GTK {
    /// A boolean `GtkAccessibleState`: what assistive technologies know of a widget's state.
    public enum AccessibleState: Sendable {
        /// `GTK_ACCESSIBLE_STATE_HIDDEN`: left out of the accessible tree (decoration).
        case hidden
        /// `GTK_ACCESSIBLE_STATE_SELECTED`: the selected one of several.
        case selected
        /// `GTK_ACCESSIBLE_STATE_BUSY`: being updated.
        case busy

        package var gtk: GtkAccessibleState {
            switch self {
            case .hidden: return GTK_ACCESSIBLE_STATE_HIDDEN
            case .selected: return GTK_ACCESSIBLE_STATE_SELECTED
            case .busy: return GTK_ACCESSIBLE_STATE_BUSY
            }
        }
    }
}

extension GTK.Widget {
    /// Sets an accessible boolean state; `nil` resets it to GTK's default.
    public func setAccessibleState(_ state: GTK.AccessibleState, to value: Bool?) {
        SetterCounter.count()
        gtkui_accessible_set_boolean_state(widgetPointer, state.gtk, value.map { $0 ? 1 : 0 } ?? -1)
    }

    /// Whether the accessible `state` is `value` (GTK's accessibility test API).
    public func accessibleState(_ state: GTK.AccessibleState, is value: Bool) -> Bool {
        gtkui_accessible_boolean_state_is(widgetPointer, state.gtk, value ? 1 : 0) != 0
    }
}
