/// Offers the actions that `accessibilityAction(named:)` gives views outside `List` rows:
/// Shift+F10 or the Menu key opens a menu of the actions of the view with the keyboard
/// focus and of the views around it, pointing at that view. (GTK has no custom accessible
/// actions; a row's actions are in its own context menu, which the list opens first.)
///
/// One per hosted view tree (a window's content), installed by ``HostingWidget``; the focus
/// goes back to where it was when the menu closes.
@MainActor
final class AccessibilityActionsMenu {
    private weak var host: GTK.Widget?
    private let keys = GTK.ShortcutController(scope: .local)
    /// The menu, made when first opened.
    private lazy var popover: GTK.Popover = {
        let popover = GTK.Popover()
        popover.addCSSClass("menu")
        popover.connect(.closed) { [weak self] _ in self?.closed() }
        return popover
    }()
    /// The widget that had the focus when the menu opened.
    private var focused: GTK.Widget?

    init(on host: GTK.Widget) {
        self.host = host
        for accelerator in ["Menu", "<Shift>F10"] {
            keys.addShortcut(accelerator) { [weak self] in self?.open() ?? false }
        }
        keys.add(to: host)
    }

    /// The actions of the focused widget and its ancestors up to the host, innermost first.
    private func actions(from focus: GTK.Widget, to host: GTK.Widget) -> [(title: String, run: @MainActor () -> Void)] {
        var found: [(title: String, run: @MainActor () -> Void)] = []
        var widget: GTK.BorrowedWidget? = focus.borrowed
        while let current = widget {
            for trait in ListRowTraits.own(on: current) {
                if case .accessibilityAction(let title, let run) = trait { found.append((title, run)) }
            }
            if current == host.borrowed { break }
            widget = current.parent
        }
        return found
    }

    private func open() -> Bool {
        guard let host, let focus = host.windowFocus else { return false }
        let actions = actions(from: focus, to: host)
        guard !actions.isEmpty else { return false }
        let column = GTK.Box(.vertical)
        column.setChildren(actions.map { action in
            let button = GTK.Button()
            let title = GTK.Label(action.title)
            title.horizontalAlign = .start
            button.child = title
            button.addCSSClass("flat")
            button.connect(.clicked) { [weak popover] _ in
                popover?.popdown()
                action.run()
            }
            return button
        })
        popover.child = column
        focused = focus
        // On the host, pointing at the focused view: the host keeps the menu out of its layout.
        popover.attach(to: host)
        guard let bounds = focus.borrowed.bounds(in: host.borrowed) else { return false }
        popover.popup(pointingAt: bounds, side: .bottom)
        return true
    }

    private func closed() {
        popover.detach()
        popover.child = nil
        if let focused, focused.borrowed.parent != nil { _ = focused.grabFocus() }
        focused = nil
    }
}
