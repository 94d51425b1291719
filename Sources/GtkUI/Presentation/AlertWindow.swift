/// An alert or confirmation dialog: a modal window styled as GTK's message dialog (a
/// bold title, the message under it, the buttons in a row along the bottom), transient
/// for the presenting view's window, titled for screen readers by the alert's title.
///
/// Its buttons are the alert's `Button` views, hosted with the presenter's environment:
/// a ``ButtonRole/destructive`` one is red (`destructive-action`), a ``ButtonRole/cancel``
/// one comes first and is what Escape clicks, and the first button without a role is the
/// suggested (blue) default that Return clicks. Without buttons the alert has an OK button.
@MainActor
final class AlertWindow: PresentedModal {
    let window = GTK.Window.dialog(alert: true)
    private let messageGraph: ViewGraph
    private let actionGraph: ViewGraph
    private let actionHost: GTK.Widget
    private let keys = GTK.ShortcutController(scope: .local)
    private let requestClose: @MainActor () -> Void
    /// Whether the alert shows its own buttons (not the OK it adds without any).
    private let hasOwnButtons: Bool

    init(
        title: String, showsTitle: Bool, message: AnyView?, actions: AnyView, vertical: Bool,
        environment: EnvironmentValues, parent: GTK.Window?, requestClose: @escaping @MainActor () -> Void
    ) {
        self.requestClose = requestClose
        window.title = title
        window.isModal = true
        window.isResizable = false
        window.transientParent = parent
        window.addCSSClass("dialog")
        window.addCSSClass("message")
        window.setTitlebar(GTK.Box(.horizontal))  // GTK's message dialogs: no title bar
        window.setDefaultSize(width: 360, height: -1)

        var values = environment
        values.isPresented = true
        values.dismiss = DismissAction(requestClose)

        let messageArea = GTK.Box(.vertical, spacing: 10)
        messageArea.setMargins(top: 12, bottom: 24, start: 30, end: 30)
        messageArea.expandsVertically = true
        let titleLabel = GTK.Label(title)
        titleLabel.addCSSClass("title")
        titleLabel.wraps = true
        titleLabel.justification = .center
        titleLabel.isVisible = showsTitle
        let messageHost: GTK.Widget
        (messageHost, messageGraph) = HostedGraph.make(environment: values)
        messageGraph.mount(AnyView((message ?? AnyView(EmptyView())).lineLimit(12).multilineTextAlignment(.center)))
        messageArea.setChildren([titleLabel, messageHost])

        (actionHost, actionGraph) = HostedGraph.make(environment: values)
        actionHost.horizontalAlign = .fill
        let orientation: GTK.Orientation = vertical ? .vertical : .horizontal
        actionGraph.mount(_AlertActionArea(content: actions, orientation: orientation))
        hasOwnButtons = !Self.buttons(in: actionHost).isEmpty
        if !hasOwnButtons {
            actionGraph.replaceRoot(
                with: _AlertActionArea(content: AnyView(Button("OK") {}), orientation: orientation), sameIdentity: false)
        }

        let column = GTK.Box(.vertical)
        column.addCSSClass("dialog-vbox")
        column.setChildren([messageArea, actionHost])
        window.child = column

        let shown = buttons
        if let suggested = shown.first(where: {
            !$0.hasCSSClass(ButtonRole.cancelClass) && !$0.hasCSSClass(ButtonRole.destructiveClass)
        }) {
            if shown.count > 1 { suggested.addCSSClass("suggested-action") }
            window.setDefaultWidget(suggested)
        }
        keys.addShortcut("Escape") { [weak self] in
            self?.cancel()
            return true
        }
        keys.add(to: window)
        window.connect(.closeRequest) { [weak self] _ in
            self?.cancel()
            return true
        }
        window.present()
    }

    /// The alert's buttons, in the order shown.
    var buttons: [GTK.Button] {
        Self.buttons(in: actionHost)
    }

    private static func buttons(in widget: GTK.Widget) -> [GTK.Button] {
        widget.children.flatMap { child in
            child.cast(to: GTK.Button.self).map { [$0] } ?? buttons(in: child)
        }
    }

    /// Escape or the window manager's close: the cancel button's action, or just closing.
    private func cancel() {
        if let cancel = buttons.first(where: { $0.hasCSSClass(ButtonRole.cancelClass) }) {
            cancel.emit(.clicked)
        } else {
            requestClose()
        }
    }

    /// Shows the latest actions and message in the next update pass.
    func update(message: AnyView?, actions: AnyView, vertical: Bool) {
        messageGraph.setRoot(AnyView((message ?? AnyView(EmptyView())).lineLimit(12).multilineTextAlignment(.center)))
        if hasOwnButtons {
            actionGraph.setRoot(_AlertActionArea(content: actions, orientation: vertical ? .vertical : .horizontal))
        }
    }

    func close() {
        keys.remove(from: window)
        window.disconnectAllHandlers()
        // GTK's window forgets its default button as it is destroyed: before the button goes.
        window.setDefaultWidget(nil)
        window.destroy()
        messageGraph.tearDown()
        actionGraph.tearDown()
    }
}
