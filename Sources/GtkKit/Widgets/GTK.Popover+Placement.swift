import CGtk

extension GTK {
    /// A side of a widget, where a popover sits (`GtkPositionType`).
    public enum Side: Sendable {
        /// To the left of the target, on the right of the target, above it, below it.
        case left, right, top, bottom

        fileprivate var gtk: GtkPositionType {
            switch self {
            case .left: return GTK_POS_LEFT
            case .right: return GTK_POS_RIGHT
            case .top: return GTK_POS_TOP
            case .bottom: return GTK_POS_BOTTOM
            }
        }
    }
}

extension GTK.Popover {
    /// `has-arrow`: whether the popover points at its target with an arrow.
    public var hasArrow: Bool {
        get { gtk_popover_get_has_arrow(popoverPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_popover_set_has_arrow(popoverPointer, newValue ? 1 : 0)
        }
    }

    /// Shows the popover on `side` of `rect` (in its parent's coordinates, truncated to
    /// whole pixels).
    public func popup(pointingAt rect: GTK.Rect, side: GTK.Side) {
        var target = GdkRectangle(x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height))
        gtk_popover_set_pointing_to(popoverPointer, &target)
        gtk_popover_set_position(popoverPointer, side.gtk)
        gtk_popover_popup(popoverPointer)
    }
}

extension GTK.GestureClick {
    /// The button of the press being handled (1 primary, 2 middle, 3 secondary).
    public var currentButton: UInt32 { gtk_gesture_single_get_current_button(gesturePointer) }
}
