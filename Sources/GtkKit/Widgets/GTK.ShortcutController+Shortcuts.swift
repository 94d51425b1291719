import CGtk

extension GTK.ShortcutController.Scope {
    package init(_ scope: GtkShortcutScope) {
        switch scope {
        case GTK_SHORTCUT_SCOPE_MANAGED: self = .managed
        case GTK_SHORTCUT_SCOPE_GLOBAL: self = .global
        default: self = .local
        }
    }
}

extension GTK.ShortcutController {
    /// How far the controller's shortcuts reach.
    public var scope: Scope {
        Scope(gtk_shortcut_controller_get_scope(opaquePointer))
    }

    /// The accelerators (`<Control>s`) of the shortcuts that activate the widget, as
    /// ``addActivatingShortcut(_:)`` adds them, in the order they were added.
    public var activatingAccelerators: [String] {
        let shortcuts = opaquePointer  // a GListModel of GtkShortcuts
        let activate = gtk_activate_action_get()
        var accelerators: [String] = []
        for position in 0..<g_list_model_get_n_items(shortcuts) {
            guard let shortcut = g_list_model_get_item(shortcuts, position) else { continue }
            defer { g_object_unref(shortcut) }
            guard gtk_shortcut_get_action(OpaquePointer(shortcut)) == activate,
                  let trigger = gtk_shortcut_get_trigger(OpaquePointer(shortcut)),
                  let text = gtk_shortcut_trigger_to_string(trigger)
            else { continue }
            accelerators.append(String(cString: text))
            g_free(text)
        }
        return accelerators
    }
}
