/// Refreshing a view's data, as SwiftUI's `refreshable`: a desktop has no pull to refresh,
/// so F5 and Ctrl+R (GNOME's reload keys) run the action while the keyboard focus is in the
/// view, once at a time; views inside read it as `\.refresh` (a Refresh button, say).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh of the nearest `refreshable` view around, if any.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

/// F5 and Ctrl+R run the refresh while the focus is inside the content (a
/// `GtkShortcutController` with the local scope on each of its widgets).
struct _RefreshKeysModifier: WidgetModifier {
    let refresh: RefreshAction

    @MainActor
    final class Attachment {
        let controller = GTK.ShortcutController(scope: .local)
        var refresh: RefreshAction
        /// The refresh running, if one is: keys do not start another meanwhile.
        var running: Task<Void, Never>?

        init(refresh: RefreshAction) { self.refresh = refresh }

        func start() -> Bool {
            guard running == nil else { return true }
            let refresh = self.refresh
            running = Task { @MainActor [weak self] in
                await refresh()
                self?.running = nil
            }
            return true
        }
    }

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment {
        let attachment = Attachment(refresh: refresh)
        for key in ["F5", "<Control>r"] {
            attachment.controller.addShortcut(key) { [weak attachment] in attachment?.start() ?? false }
        }
        attachment.controller.add(to: widget)
        return attachment
    }

    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner) {
        attachment.refresh = refresh
    }

    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.controller.remove(from: widget)
    }
}

extension View {
    /// Makes this view's data refreshable: F5 or Ctrl+R runs `action` while the focus is in
    /// the view, and views inside reach it as `\.refresh`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action: action)
        return _EnvironmentWriter(content: modifier(_RefreshKeysModifier(refresh: refresh))) { $0.refresh = refresh }
    }
}
