/// The button shortcuts (`.keyboardShortcut` on a button) shown in a window, for the
/// keyboard-shortcuts window — as iPadOS lists the shortcuts of what is on screen. A
/// shortcut is listed while its button is on screen, titled by the button's text (or its
/// tooltip).
@MainActor
enum WindowShortcutListings {
    /// The listings of `window`'s mapped buttons with shortcuts, grouped under `group`.
    static func listings(in window: GTK.Widget, group: String) -> [AppCommands.Listing] {
        var listings: [AppCommands.Listing] = []
        collect(in: window, group: group, into: &listings)
        return listings
    }

    private static func collect(in widget: GTK.Widget, group: String, into listings: inout [AppCommands.Listing]) {
        guard widget.isMapped else { return }
        for accelerator in activatingAccelerators(of: widget) {
            guard let title = title(of: widget) else { continue }
            listings.append(AppCommands.Listing(group: group, title: title, accelerator: accelerator))
        }
        for child in widget.children {
            collect(in: child, group: group, into: &listings)
        }
    }

    /// The accelerators of `widget`'s managed shortcut controllers that activate it.
    private static func activatingAccelerators(of widget: GTK.Widget) -> [String] {
        var accelerators: [String] = []
        for controller in widget.eventControllers {
            guard let shortcuts = controller.cast(to: GTK.ShortcutController.self), shortcuts.scope == .managed
            else { continue }
            accelerators += shortcuts.activatingAccelerators
        }
        return accelerators
    }

    /// The text of `widget`'s labels, or its tooltip.
    private static func title(of widget: GTK.Widget) -> String? {
        var texts: [String] = []
        labelTexts(in: widget, into: &texts)
        if !texts.isEmpty { return texts.joined(separator: " ") }
        return widget.tooltipText
    }

    private static func labelTexts(in widget: GTK.Widget, into texts: inout [String]) {
        if widget.isVisible, let label = widget.cast(to: GTK.Label.self) {
            let string = label.text
            if !string.isEmpty { texts.append(string) }
        }
        for child in widget.children {
            labelTexts(in: child, into: &texts)
        }
    }
}
