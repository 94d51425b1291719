import Foundation

/// One open window of a running app: its GTK window with the app's primary menu in its
/// header bar, the hosted content, the presented value, and the window's own undo manager
/// and actions (`win.close`, `win.undo`, `win.redo`).
///
/// The window dismantles its content when it closes (the host sees its window leave GTK's
/// toplevels); the runtime then drops this object, releasing the last handles.
@MainActor
final class SceneWindow: WindowChrome, NavigationTitleTarget {
    let scene: WindowScene
    let window: GTK.ApplicationWindow
    let undoManager = UndoManager()
    /// The header bar's parts that the content's toolbar items fill.
    let windowToolbar: WindowToolbar
    var toolbar: any ToolbarSlots { windowToolbar }
    /// Goes back in the content's navigation stack (asked before Escape closes the window).
    var navigationBack: (@MainActor () -> Bool)?
    /// The presented value, or `nil` (non-value scenes, "New Window").
    private(set) var value: AnyHashable?
    /// When the window was last active: the runtime's counter.
    var activationStamp = 0
    private var hosting: HostingWidget<AnyView>?
    /// The root environment of the window's views.
    private var environment = EnvironmentValues()
    /// The window's `@SceneStorage` values, saved with it.
    let sceneStorage: SceneStorageStore
    /// The window's edit mode, which `EditButton` toggles.
    private let editMode = EditModeStore()
    private weak var runtime: AppRuntime?
    private var windowActions: [GIO.SimpleAction] = []
    private var openURLHandlers: [LatestAction<URL>] = []
    private var pendingURLs: [URL] = []
    /// The widget that last had the focus outside a popover menu: where the primary
    /// menu's Cut, Copy and Paste go.
    private var lastFocus: GTK.Widget?
    /// Closes a secondary window on Escape.
    private var escape: GTK.ShortcutController?
    /// The titles the content gives the window (`navigationTitle`): the last is shown.
    private var contentTitles = ContentTitles()

    init(
        scene: WindowScene, value: AnyHashable?, size: (width: Int, height: Int)?,
        sceneStorage: [String: AppStorageValue] = [:], runtime: AppRuntime
    ) {
        self.sceneStorage = SceneStorageStore(sceneStorage)
        self.scene = scene
        self.value = value
        window = GTK.ApplicationWindow(application: runtime.application)
        window.title = scene.title
        if let size = size ?? scene.options.defaultSize {
            window.setDefaultSize(width: size.width, height: size.height)
        }
        window.isResizable = scene.options.resizability != .contentSize
        self.runtime = runtime

        let header = GTK.HeaderBar()
        let menuButton = GTK.MenuButton()
        menuButton.iconName = "open-menu-symbolic"
        menuButton.isPrimary = true
        menuButton.tooltipText = "Main Menu"
        menuButton.setAccessibleProperty(.label, to: "Main Menu")
        menuButton.setMenuModel(runtime.menu.root)
        header.packEnd(menuButton)
        windowToolbar = WindowToolbar(header: header)
        window.setTitlebar(header)

        installActions()
        if scene.isSecondary { closeOnEscape() }
        undoManager.didChange[ObjectIdentifier(self)] = { [weak self] in self?.undoDidChange() }
        undoDidChange()

        var environment = EnvironmentValues()
        environment.openWindow = OpenWindowAction(runtime: runtime)
        environment.dismissWindow = DismissWindowAction(runtime: runtime, window: self)
        environment.undoManager = undoManager
        environment.sceneWindow = self
        environment.windowChrome = self
        environment.navigationTitleTarget = self
        // At the top of a window, dismiss closes it, as SwiftUI's does.
        environment.dismiss = DismissAction { [weak self] in self?.close() }
        environment.editMode = editMode.binding
        environment.sceneStorage = self.sceneStorage
        environment.horizontalSizeClass = sizeClasses.horizontal
        environment.verticalSizeClass = sizeClasses.vertical
        self.environment = environment
        let hosting = HostingWidget(rootView: scene.makeContent(valueBinding), environment: environment)
        self.hosting = hosting
        window.child = hosting.widget
        // GTK keeps a toplevel's default size current as it is resized.
        window.connect(.notify("default-width")) { [weak self] _, _ in self?.sizeDidChange() }
        window.connect(.notify("default-height")) { [weak self] _, _ in self?.sizeDidChange() }

        window.connect(.notify("focus-widget")) { [weak self] _, _ in self?.focusDidChange() }
        window.connect(.notify("is-active")) { [weak self, weak runtime] window, _ in
            guard let self, let runtime, window.isActive else { return }
            runtime.windowBecameActive(self)
        }
    }

    /// The view's binding to the presented value: a write shows the new value.
    private var valueBinding: Binding<AnyHashable?> {
        Binding(
            get: { [weak self] in self?.value },
            set: { [weak self] newValue in self?.setValue(newValue) })
    }

    private func setValue(_ newValue: AnyHashable?) {
        guard newValue != value else { return }
        value = newValue
        hosting?.rootView = scene.makeContent(valueBinding)
    }

    /// The window left the application (closed or destroyed): drop the content and report
    /// URLs that never found a view.
    func didClose() {
        hosting = nil
        lastFocus = nil
        if !pendingURLs.isEmpty {
            Diagnostics.report("GtkUI: \(pendingURLs.count) URL(s) never reached an onOpenURL view before the window closed")
            pendingURLs = []
        }
    }

    /// The window's size classes: compact below 600 points (GNOME's narrow layouts), regular above.
    private var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let (width, height) = currentSize
        return (
            UserInterfaceSizeClass(length: width, compactBelow: 600),
            UserInterfaceSizeClass(length: height, compactBelow: 500)
        )
    }

    /// The window was resized: views that read a size class update when it changed.
    private func sizeDidChange() {
        let classes = sizeClasses
        guard classes.horizontal != environment.horizontalSizeClass || classes.vertical != environment.verticalSizeClass
        else { return }
        environment.horizontalSizeClass = classes.horizontal
        environment.verticalSizeClass = classes.vertical
        hosting?.setEnvironment(environment)
    }

    /// Shows the window and brings it to the front.
    func present() { window.present() }

    /// Closes the window as its close button does.
    func close() { window.close() }

    /// The window's size now, for restoration (the size it was given before it is shown).
    var currentSize: (width: Int, height: Int) {
        var (width, height) = window.defaultSize
        if width <= 0 { width = window.width }
        if height <= 0 { height = window.height }
        return (width, height)
    }

    // MARK: URLs

    /// Gives `url` to the window's `onOpenURL` views, or keeps it until one appears.
    func deliver(_ url: URL) {
        guard !openURLHandlers.isEmpty else {
            pendingURLs.append(url)
            return
        }
        for handler in openURLHandlers { handler.action?(url) }
    }

    var handlesOpenURL: Bool { !openURLHandlers.isEmpty }

    func addOpenURLHandler(_ handler: LatestAction<URL>) {
        guard !openURLHandlers.contains(where: { $0 === handler }) else { return }
        openURLHandlers.append(handler)
        let pending = pendingURLs
        pendingURLs = []
        for url in pending { handler.action?(url) }
    }

    func removeOpenURLHandler(_ handler: LatestAction<URL>) {
        openURLHandlers.removeAll { $0 === handler }
    }

    // MARK: Actions

    /// Sets (or, with `nil`, takes back) the title `owner` gives the window; the window
    /// shows the last title given, or the scene's without one.
    func setContentTitle(_ title: String?, from owner: AnyObject) {
        contentTitles.set(title, from: owner)
        let shown = contentTitles.shown ?? scene.title
        if window.title != shown { window.title = shown }
    }

    /// Escape closes the window, as GNOME's secondary windows and dialogs do. The shortcut
    /// sits on the window, so the focused widget and the views around it (a text field, a
    /// popover, `onExitCommand`) get the key first.
    private func closeOnEscape() {
        let escape = GTK.ShortcutController(scope: .local)
        escape.addShortcut("Escape") { [weak self] in
            guard let self else { return false }
            if self.navigationBack?() != true { self.close() }
            return true
        }
        escape.add(to: window)
        self.escape = escape
    }

    private func installActions() {
        addWindowAction(WindowActionName.close) { $0.close() }
        addWindowAction(WindowActionName.undo) { $0.undoManager.undo() }
        addWindowAction(WindowActionName.redo) { $0.undoManager.redo() }
        for command in ClipboardCommand.allCases {
            addWindowAction(command.actionName) { $0.perform(command) }
        }
    }

    private func focusDidChange() {
        guard let focus = window.windowFocus else {
            lastFocus = nil
            return
        }
        if !focus.isInPopoverMenu { lastFocus = focus }
    }

    /// Sends a clipboard command from the primary menu (or code) along the focus chain.
    private func perform(_ command: ClipboardCommand) {
        let current = window.windowFocus
        let focus = current.flatMap { $0.isInPopoverMenu ? nil : $0 } ?? lastFocus
        guard let focus, focus.isInside(window) else { return }
        command.perform(from: focus)
    }

    private func addWindowAction(_ name: String, _ perform: @escaping @MainActor (SceneWindow) -> Void) {
        let action = GIO.SimpleAction(name: name)
        action.connect(.activate) { [weak self] _ in
            guard let self else { return }
            perform(self)
        }
        window.addAction(action)
        windowActions.append(action)
    }

    private func undoDidChange() {
        for action in windowActions {
            switch action.name {
            case WindowActionName.undo: action.isEnabled = undoManager.canUndo
            case WindowActionName.redo: action.isEnabled = undoManager.canRedo
            default: break
            }
        }
        runtime?.undoDidChange(in: self)
    }
}

/// The names of the actions every app window has (`win.` prefix in menus).
enum WindowActionName {
    static let close = "close"
    static let undo = "undo"
    static let redo = "redo"
}
