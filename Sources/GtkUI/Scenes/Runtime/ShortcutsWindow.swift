import CGtk

/// GNOME's keyboard-shortcuts window (Ctrl+?): a `GtkShortcutsWindow` listing every
/// shortcut the app registered, by group. GTK 4.8 builds these windows only from
/// GtkBuilder XML, so the listing is written as XML with every string escaped.
@MainActor
enum ShortcutsWindow {
    /// A new, hidden shortcuts window for `listings`, or `nil` if GTK refuses the XML.
    static func make(_ listings: [AppCommands.Listing]) -> GTK.Window? {
        let builder = gtk_builder_new()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml(listings), -1, &error) != 0,
              let object = gtk_builder_get_object(builder, "shortcuts")
        else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no window"
            g_clear_error(&error)
            Diagnostics.report("GtkUI: cannot build the keyboard shortcuts window: \(message)")
            return nil
        }
        return GTK.Window(retaining: UnsafeMutableRawPointer(object))
    }

    /// The GtkBuilder description of the window.
    static func xml(_ listings: [AppCommands.Listing]) -> String {
        var groups: [(title: String, listings: [AppCommands.Listing])] = []
        for listing in listings {
            if let index = groups.firstIndex(where: { $0.title == listing.group }) {
                groups[index].listings.append(listing)
            } else {
                groups.append((listing.group, [listing]))
            }
        }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
            <object class="GtkShortcutsWindow" id="shortcuts">
            <property name="modal">1</property>
            <child><object class="GtkShortcutsSection">
            <property name="section-name">shortcuts</property>
            <property name="max-height">12</property>

            """
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>\n"
            for listing in group.listings {
                xml += "<child><object class=\"GtkShortcutsShortcut\">"
                    + "<property name=\"title\">\(escape(listing.title))</property>"
                    + "<property name=\"accelerator\">\(escape(listing.accelerator))</property>"
                    + "</object></child>\n"
            }
            xml += "</object></child>\n"
        }
        xml += "</object></child>\n</object>\n</interface>\n"
        return xml
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// The About dialog: a `GtkAboutDialog` filled from ``AboutInformation``.
@MainActor
enum AboutDialog {
    static func make(_ about: AboutInformation, applicationID: String) -> GTK.Window {
        let dialog = GTK.Window(retaining: GTK.Window.construct { gtk_about_dialog_new() })
        let pointer = OpaquePointer(dialog.objectPointer)
        gtk_about_dialog_set_program_name(pointer, about.name)
        gtk_about_dialog_set_logo_icon_name(pointer, about.iconName ?? applicationID)
        if let version = about.version { gtk_about_dialog_set_version(pointer, version) }
        if let comments = about.comments { gtk_about_dialog_set_comments(pointer, comments) }
        if let website = about.website { gtk_about_dialog_set_website(pointer, website) }
        if let copyright = about.copyright { gtk_about_dialog_set_copyright(pointer, copyright) }
        if !about.developers.isEmpty {
            withCStringArray(about.developers) { gtk_about_dialog_set_authors(pointer, $0) }
        }
        return dialog
    }
}
