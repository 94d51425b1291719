import CGtk

/// The button shortcuts (`.keyboardShortcut` on a button) shown in a window, for the
/// keyboard-shortcuts window — as iPadOS lists the shortcuts of what is on screen. A
/// shortcut is listed while its button is on screen, titled by the button's text (or its
/// tooltip).
@MainActor
enum WindowShortcutListings {
    /// The listings of `window`'s mapped buttons with shortcuts, grouped under `group`.
    static func listings(in window: GTK.Widget, group: String) -> [AppCommands.Listing] {
        var listings: [AppCommands.Listing] = []
        collect(in: window.widgetPointer, group: group, into: &listings)
        return listings
    }

    private static func collect(
        in widget: UnsafeMutablePointer<GtkWidget>, group: String, into listings: inout [AppCommands.Listing]
    ) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        for accelerator in activatingAccelerators(of: widget) {
            guard let title = title(of: widget) else { continue }
            listings.append(AppCommands.Listing(group: group, title: title, accelerator: accelerator))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collect(in: current, group: group, into: &listings)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The accelerators of `widget`'s managed shortcut controllers that activate it.
    private static func activatingAccelerators(of widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var accelerators: [String] = []
        let shortcutControllerType = gtk_shortcut_controller_get_type()
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            guard g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), shortcutControllerType) != 0,
                  gtk_shortcut_controller_get_scope(OpaquePointer(item)) == GTK_SHORTCUT_SCOPE_MANAGED
            else { continue }
            let shortcuts = OpaquePointer(item)
            for position in 0..<g_list_model_get_n_items(shortcuts) {
                guard let shortcut = g_list_model_get_item(shortcuts, position) else { continue }
                defer { g_object_unref(shortcut) }
                guard gtk_shortcut_get_action(OpaquePointer(shortcut)) == gtk_activate_action_get(),
                      let trigger = gtk_shortcut_get_trigger(OpaquePointer(shortcut)),
                      let text = gtk_shortcut_trigger_to_string(trigger)
                else { continue }
                accelerators.append(String(cString: text))
                g_free(text)
            }
        }
        return accelerators
    }

    /// The text of `widget`'s labels, or its tooltip.
    private static func title(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        var texts: [String] = []
        labelTexts(in: widget, into: &texts)
        if !texts.isEmpty { return texts.joined(separator: " ") }
        return gtk_widget_get_tooltip_text(widget).map { String(cString: $0) }
    }

    private static func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [String]) {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0,
           gtk_widget_get_visible(widget) != 0,
           let text = gtk_label_get_text(OpaquePointer(widget)) {
            let string = String(cString: text)
            if !string.isEmpty { texts.append(string) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            labelTexts(in: current, into: &texts)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
