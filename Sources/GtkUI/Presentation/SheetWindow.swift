/// The window of a sheet: a modal `GtkWindow` transient for the presenting view's window,
/// with a header bar (its title is the sheet's `navigationTitle`, or the presenting
/// window's title; `.toolbar` items with `.cancellationAction`/`.confirmationAction` go to
/// its start and end, as in GNOME's dialogs) and the sheet's views hosted with the
/// presenter's environment.
///
/// Escape, the close button and `dismiss()` ask the presenter to close it; closing
/// destroys the window and dismantles its views at once.
@MainActor
final class SheetWindow: PresentedModal, WindowChrome, NavigationTitleTarget {
    let window = GTK.Window.dialog()
    let windowToolbar: WindowToolbar
    var toolbar: any ToolbarSlots { windowToolbar }
    var navigationBack: (@MainActor () -> Bool)?
    private let graph: ViewGraph
    private let defaultTitle: String
    private var titles = ContentTitles()
    private let escape = GTK.ShortcutController(scope: .local)
    /// Asks the presenter to close the sheet (the binding is written, `onDismiss` runs).
    private let requestClose: @MainActor () -> Void

    init(
        content: AnyView, environment: EnvironmentValues, parent: GTK.Window?,
        requestClose: @escaping @MainActor () -> Void
    ) {
        self.requestClose = requestClose
        defaultTitle = parent?.title ?? ""
        window.title = defaultTitle
        window.isModal = true
        window.transientParent = parent
        let header = GTK.HeaderBar()
        windowToolbar = WindowToolbar(header: header)
        window.setTitlebar(header)
        let host: GTK.Widget
        (host, graph) = HostedGraph.make(environment: EnvironmentValues())
        graph.setEnvironment(sheetEnvironment(environment))
        graph.mount(content)
        window.child = host

        escape.addShortcut("Escape") { [weak self] in
            guard let self else { return false }
            if self.navigationBack?() != true { self.requestClose() }
            return true
        }
        escape.add(to: window)
        window.connect(.closeRequest) { [weak self] _ in
            self?.requestClose()
            return true  // the presenter destroys the window
        }
        window.present()
    }

    /// The sheet's views see the presenter's environment, with this sheet's header bar,
    /// title and dismiss.
    private func sheetEnvironment(_ presenter: EnvironmentValues) -> EnvironmentValues {
        var values = presenter
        values.windowChrome = self
        values.navigationTitleTarget = self
        values.navigator = nil
        values.isPresented = true
        values.dismiss = DismissAction { [weak self] in self?.requestClose() }
        return values
    }

    /// Shows the latest content and environment (in the next update pass).
    func update(content: AnyView, environment: EnvironmentValues) {
        graph.setEnvironment(sheetEnvironment(environment))
        graph.setRoot(content)
    }

    func setContentTitle(_ title: String?, from owner: AnyObject) {
        titles.set(title, from: owner)
        let shown = titles.shown ?? defaultTitle
        if window.title != shown { window.title = shown }
    }

    func close() {
        navigationBack = nil
        escape.remove(from: window)
        window.disconnectAllHandlers()
        window.destroy()
        graph.tearDown()
    }
}
