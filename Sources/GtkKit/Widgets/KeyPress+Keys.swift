import CGtk

extension KeyPress {
    /// Whether Control was held.
    public var hasControl: Bool { modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 }
    /// Whether Shift was held.
    public var hasShift: Bool { modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 }
    /// Whether Alt was held.
    public var hasAlt: Bool { modifiers.rawValue & GDK_ALT_MASK.rawValue != 0 }

    /// The key that moves through a list or a text, if this is one (the keypad's keys
    /// count as the main ones).
    public var navigationKey: NavigationKey? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        default: return nil
        }
    }
}

/// A key that moves through a list or a text.
public enum NavigationKey: Sendable, Equatable {
    /// The arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
}
