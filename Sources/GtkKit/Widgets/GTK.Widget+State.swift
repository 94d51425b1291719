import CGtk
import CGtkShim

extension GTK {
    /// `GtkStateFlags`: the state GTK keeps on a widget (and, for some, its ancestors).
    public struct StateFlags: OptionSet, Sendable {
        /// The `GtkStateFlags` bits.
        public let rawValue: UInt32
        /// The flags whose bits are `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The pointer is over the widget (`GTK_STATE_FLAG_PRELIGHT`).
        public static let hovered = StateFlags(rawValue: GTK_STATE_FLAG_PRELIGHT.rawValue)
        /// The widget is pressed (`GTK_STATE_FLAG_ACTIVE`).
        public static let pressed = StateFlags(rawValue: GTK_STATE_FLAG_ACTIVE.rawValue)
        /// The widget is selected (`GTK_STATE_FLAG_SELECTED`).
        public static let selected = StateFlags(rawValue: GTK_STATE_FLAG_SELECTED.rawValue)
        /// The widget cannot be used (`GTK_STATE_FLAG_INSENSITIVE`).
        public static let insensitive = StateFlags(rawValue: GTK_STATE_FLAG_INSENSITIVE.rawValue)
        /// The widget has the keyboard focus (`GTK_STATE_FLAG_FOCUSED`).
        public static let focused = StateFlags(rawValue: GTK_STATE_FLAG_FOCUSED.rawValue)
        /// The keyboard focus is in the widget or inside it (`GTK_STATE_FLAG_FOCUS_WITHIN`).
        public static let focusWithin = StateFlags(rawValue: GTK_STATE_FLAG_FOCUS_WITHIN.rawValue)
        /// The widget is checked (`GTK_STATE_FLAG_CHECKED`).
        public static let checked = StateFlags(rawValue: GTK_STATE_FLAG_CHECKED.rawValue)
    }
}

extension GTK.Widget {
    /// The widget's state flags now.
    public var stateFlags: GTK.StateFlags {
        GTK.StateFlags(rawValue: gtk_widget_get_state_flags(widgetPointer).rawValue)
    }

    /// Whether the widget itself has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// Whether the widget can be used: it and all its ancestors are sensitive.
    public var isSensitiveInTree: Bool { gtk_widget_is_sensitive(widgetPointer) != 0 }

    /// Whether the widget lays out right to left (its text direction is RTL).
    public var isRightToLeft: Bool { gtk_widget_get_direction(widgetPointer) == GTK_TEXT_DIR_RTL }

    /// Whether widgets lay out right to left unless told otherwise: GTK sets this from the
    /// locale's language at initialisation (Arabic, Hebrew, Persian, …).
    public nonisolated static var defaultIsRightToLeft: Bool {
        gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL
    }

    /// Whether the widget that has the keyboard focus in this widget's window edits text
    /// (a `GtkEditable`: an entry, a spin button, a search field).
    public var windowFocusEditsText: Bool {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root) else { return false }
        return gtkui_object_is_a(focus, gtk_editable_get_type()) != 0
    }
}

extension Signal where Emitter: GTK.Widget, Arguments == GTK.StateFlags, Result == Void {
    /// `state-flags-changed`: a state flag changed, such as the pointer over the widget
    /// (``GTK/StateFlags/hovered``) or the focus in it (``GTK/StateFlags/focusWithin``), which
    /// GTK sets on the widget and its ancestors. Handlers get the flags from before.
    public static var stateFlagsChanged: Self {
        Self("state-flags-changed", decode: { GTK.StateFlags(rawValue: $0.flags(at: 1)) })
    }
}
