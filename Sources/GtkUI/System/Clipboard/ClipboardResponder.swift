/// The clipboard handlers GtkUI's modifiers put on one widget, by modifier, and the one
/// local `GtkShortcutController` that sends Ctrl+X, Ctrl+C and Ctrl+V to them while the
/// focus is inside the widget. Where two modifiers on one widget handle the same command,
/// the inner one does. The record lives in the widget's qdata and goes with the widget.
@MainActor
final class ClipboardResponder {
    private var contributions: [ObjectIdentifier: (depth: Int, handlers: ClipboardHandlers)] = [:]
    private var controller: GTK.ShortcutController?

    private static let records = AttachedRecord<ClipboardResponder>("gtkui-clipboard-responder")

    /// The record on `widget`, if a modifier made one.
    static func existing(on widget: GTK.Widget) -> ClipboardResponder? {
        records.existing(on: widget)
    }

    /// Replaces what `owner` handles on `widget`.
    static func set(_ handlers: ClipboardHandlers, from owner: ModifierOwner, on widget: GTK.Widget) {
        let responder = records.record(on: widget) { ClipboardResponder() }
        responder.contributions[owner.id] = (owner.depth, handlers)
        responder.installController(on: widget)
    }

    /// Removes what `owner` handles on `widget`; the shortcuts go with the last handler.
    static func remove(from owner: ModifierOwner, on widget: GTK.Widget) {
        guard let responder = existing(on: widget) else { return }
        responder.contributions.removeValue(forKey: owner.id)
        if responder.contributions.isEmpty, let controller = responder.controller {
            controller.remove(from: widget)
            responder.controller = nil
        }
    }

    /// Runs the innermost handler of `command`; `false` when none handles it.
    func perform(_ command: ClipboardCommand) -> Bool {
        let handlers = contributions.values
            .filter { $0.handlers.handles(command) }
            .max { $0.depth < $1.depth }?.handlers
        return handlers?.perform(command) ?? false
    }

    private func installController(on widget: GTK.Widget) {
        guard controller == nil else { return }
        let controller = GTK.ShortcutController(scope: .local)
        for command in ClipboardCommand.allCases {
            for accelerator in command.accelerators {
                controller.addShortcut(accelerator) { [weak self] in self?.perform(command) ?? false }
            }
        }
        controller.add(to: widget)
        self.controller = controller
    }
}
