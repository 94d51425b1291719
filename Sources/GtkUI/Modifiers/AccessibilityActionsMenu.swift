/// Offers the actions that `accessibilityAction(named:)` gives views outside `List` rows:
/// Shift+F10 or the Menu key opens a menu of the actions of the view with the keyboard
/// focus and of the views around it, pointing at that view. (GTK has no custom accessible
/// actions; a row's actions are in its own context menu, which the list opens first.)
///
/// One per hosted view tree (a window's content), on its outermost host, installed when a
/// view with such an action is first shown there (trees without any cost nothing); the focus
/// goes back to where it was when the menu closes.
@MainActor
final class AccessibilityActionsMenu {
    private static let records = AttachedRecord<AccessibilityActionsMenu>("gtkui-accessibility-actions-menu")

    /// Makes sure the tree `widget` is shown in offers the actions of its views: now if it is
    /// shown, else when it first is.
    static func offerActions(of widget: GTK.Widget) {
        if widget.isMapped {
            install(above: widget)
            return
        }
        var connection: SignalConnection?
        connection = widget.connect(.map) { widget in
            if let connection { widget.disconnect(connection) }
            install(above: widget)
        }
    }

    /// Installs the menu on the outermost host around `widget` (not a list cell's host: the
    /// list's own menu offers its rows' actions first).
    private static func install(above widget: GTK.Widget) {
        var outermost: GTK.Widget?
        var current = widget.parent
        while let ancestor = current {
            if ancestor.borrowed.is(GTK.Host.self) { outermost = ancestor }
            current = ancestor.parent
        }
        guard let host = outermost else { return }
        _ = records.record(on: host) { AccessibilityActionsMenu(on: host) }
    }

    /// The host the menu is a record of: it outlives the menu.
    private let host: GTK.BorrowedWidget
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
        self.host = host.borrowed
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
        let host = GTK.Widget(retaining: self.host.widgetPointer)
        guard let focus = host.windowFocus else { return false }
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
