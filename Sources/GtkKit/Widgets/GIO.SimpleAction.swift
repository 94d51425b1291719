import CGtk

extension GIO {
    /// A `GSimpleAction` without parameter or state: what a menu item, an accelerator or
    /// `g_action_group_activate_action` activates.
    public final class SimpleAction: ObjectHandle {
        public override class var gType: GType { g_simple_action_get_type() }

        /// An action called `name` (without the `app.` or `win.` prefix).
        public convenience init(name: String) {
            self.init(adopting: Self.construct {
                g_simple_action_new(name, nil).map { UnsafeMutablePointer<GObject>($0) }
            })
        }

        /// The name, without prefix.
        public var name: String {
            String(cString: g_action_get_name(opaquePointer))
        }

        /// `enabled`: a disabled action greys out its menu items and ignores accelerators.
        public var isEnabled: Bool {
            get { g_action_get_enabled(opaquePointer) != 0 }
            set { g_simple_action_set_enabled(opaquePointer, newValue ? 1 : 0) }
        }
    }
}

extension Signal where Emitter == GIO.SimpleAction, Arguments == Void, Result == Void {
    /// `activate`: a menu item, an accelerator or a caller activated the action.
    public static var activate: Self { Self("activate") }
}

/// Something that holds actions: a `GtkApplication` (`app.` actions) or a
/// `GtkApplicationWindow` (`win.` actions).
@MainActor
public protocol GIOActionMap: ObjectHandle {}

extension GIOActionMap {
    /// Adds `action`; the map keeps its own reference.
    public func addAction(_ action: GIO.SimpleAction) {
        g_action_map_add_action(opaquePointer, action.opaquePointer)
    }

    /// Removes the action called `name`.
    public func removeAction(named name: String) {
        g_action_map_remove_action(opaquePointer, name)
    }

    /// Activates the action called `name` (no prefix), as a menu item or accelerator does.
    /// Returns `false` when there is no such action or it is disabled.
    @discardableResult
    public func activateAction(named name: String) -> Bool {
        guard g_action_group_has_action(opaquePointer, name) != 0,
              g_action_group_get_action_enabled(opaquePointer, name) != 0
        else { return false }
        g_action_group_activate_action(opaquePointer, name, nil)
        return true
    }

    /// Whether the map has an action called `name`.
    public func hasAction(named name: String) -> Bool {
        g_action_group_has_action(opaquePointer, name) != 0
    }
}
