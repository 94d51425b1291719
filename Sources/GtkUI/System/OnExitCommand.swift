/// Runs an action when Escape is pressed while focus is inside the content, through a
/// `GtkShortcutController` with the local scope on each of the content's widgets.
struct _OnExitCommandModifier: WidgetModifier {
    let action: @MainActor () -> Void

    @MainActor
    final class Attachment {
        let controller = GTK.ShortcutController(scope: .local)
        var action: @MainActor () -> Void

        init(action: @escaping @MainActor () -> Void) { self.action = action }
    }

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment {
        let attachment = Attachment(action: action)
        attachment.controller.addShortcut("Escape") { [weak attachment] in
            guard let attachment else { return false }
            attachment.action()
            return true
        }
        attachment.controller.add(to: widget)
        return attachment
    }

    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner) {
        attachment.action = action
    }

    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.controller.remove(from: widget)
    }
}

extension View {
    /// Runs `action` when Escape is pressed while the keyboard focus is in this view, as
    /// SwiftUI's `onExitCommand` does on macOS.
    public func onExitCommand(perform action: (@MainActor () -> Void)?) -> some View {
        modifier(_OnExitCommandModifier(action: action ?? {}))
    }
}
