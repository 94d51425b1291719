/// Activates its content's widget (clicks a button) on a keyboard shortcut, wherever focus
/// is in the window, through a `GtkShortcutController` with the managed scope.
struct _KeyboardShortcutModifier: WidgetModifier {
    let shortcut: KeyboardShortcut

    @MainActor
    final class Attachment {
        var controller: GTK.ShortcutController?
        var shortcut: KeyboardShortcut?
    }

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment {
        let attachment = Attachment()
        install(on: widget, attachment)
        return attachment
    }

    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner) {
        guard attachment.shortcut != shortcut else { return }
        Self.detach(attachment, from: widget, owner: owner)
        install(on: widget, attachment)
    }

    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.controller?.remove(from: widget)
        attachment.controller = nil
        attachment.shortcut = nil
    }

    private func install(on widget: GTK.Widget, _ attachment: Attachment) {
        attachment.shortcut = shortcut
        guard let accelerator = shortcut.gtkAccelerator else {
            Diagnostics.report("GtkUI: keyboard shortcut key \"\(shortcut.key.character)\" has no GTK key name; ignored")
            return
        }
        let controller = GTK.ShortcutController(scope: .managed)
        controller.addActivatingShortcut(accelerator)
        controller.add(to: widget)
        attachment.controller = controller
    }
}

extension View {
    /// Clicks this button when `key` is pressed with `modifiers` (Control by default)
    /// anywhere in its window, as in SwiftUI; in a ``CommandMenu`` it is the item's
    /// accelerator.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Clicks this button on `shortcut` (``KeyboardShortcut/defaultAction`` is Return).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
}
