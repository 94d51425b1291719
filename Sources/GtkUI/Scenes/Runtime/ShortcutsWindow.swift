/// GNOME's keyboard-shortcuts window (Ctrl+?): a `GtkShortcutsWindow` listing every
/// shortcut the app registered, by group. GTK 4.8 builds these windows only from
/// GtkBuilder XML, so the listing is written as XML with every string escaped.
@MainActor
enum ShortcutsWindow {
    /// A new, hidden shortcuts window for `listings`, or `nil` if GTK refuses the XML.
    static func make(_ listings: [AppCommands.Listing]) -> GTK.Window? {
        let builder = GTK.Builder()
        do {
            try builder.add(xml: xml(listings))
        } catch {
            Diagnostics.report("GtkUI: cannot build the keyboard shortcuts window: \(error)")
            return nil
        }
        guard let window = builder.object("shortcuts", as: GTK.Window.self) else {
            Diagnostics.report("GtkUI: cannot build the keyboard shortcuts window: no window")
            return nil
        }
        if let titlebar = window.titlebar { retitle(titlebar) }
        return window
    }

    /// The header's "Shortcuts" (GTK's own text, which some of GTK's catalogs lack, so that
    /// it stays English) becomes the window's title in the program's language.
    private static func retitle(_ widget: GTK.Widget) {
        let gtkTitle = TextDomain("gtk40").translation(of: "Shortcuts") ?? "Shortcuts"
        if let label = widget.cast(to: GTK.Label.self), label.text == gtkTitle {
            label.text = String(localized: "Keyboard Shortcuts")
        }
        for child in widget.children { retitle(child) }
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
            <property name="title">\(escape(String(localized: "Keyboard Shortcuts")))</property>
            <child><object class="GtkShortcutsSection">
            <property name="section-name">shortcuts</property>
            <property name="title">\(escape(String(localized: "Keyboard Shortcuts")))</property>
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
