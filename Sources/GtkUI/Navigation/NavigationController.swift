/// What a ``NavigationStack`` keeps: its `GtkStack` of pages (the root and one per pushed
/// value or link destination), the back button, the keys that go back, and the
/// destinations registered for value types by `navigationDestination(for:)`.
///
/// The back button sits at the start of the window's header bar when the stack is the
/// top navigation of an app window or a sheet, and otherwise in a bar above the pages with
/// the top page's title. Alt+Left and Escape go back (Escape only when there is a page to
/// go back from, so a sheet still closes on it at the root).
@MainActor
public final class _NavigationStackController {
    /// The stack's widget: the bar above the pages (shown only when it is used) and the
    /// pages.
    let column = GTK.Box(.vertical)
    private let stack = GTK.Stack()
    /// The bar above the pages, when the stack has no window header bar to use.
    private let bar = NavigationBar()
    private let backButton = GTK.Button(iconName: "go-previous-symbolic")
    private var keys: GTK.ShortcutController?
    /// The pages, the root first and the shown one last.
    private(set) var pages: [NavigationPage] = []
    /// Popped pages still sliding out: removed when the transition ends.
    private var leaving: [NavigationPage] = []
    private var pageCounter = 0
    private var destinations = NavigationDestinations()
    private var path: NavigationPathAccess?
    private var ownPath: [AnyHashable] = []
    private var environment = EnvironmentValues()
    /// The header bar the back button is in, when the stack is a window's navigation.
    private weak var chrome: (any WindowChrome)?
    /// What the top page's title is passed to (the window or sheet).
    private weak var outerTitle: (any NavigationTitleTarget)?
    private var isBuilt = false

    init() {
        column.expandsHorizontally = true
        column.expandsVertically = true
        stack.expandsHorizontally = true
        stack.expandsVertically = true
        stack.isHomogeneous = false
        backButton.tooltipText = String(localized: "Back")
        backButton.setAccessibleProperty(.label, to: String(localized: "Back"))
        backButton.isVisible = false
        backButton.connect(.clicked) { [weak self] _ in _ = self?.goBack() }
        column.setChildren([bar.widget, stack])
        stack.connect(.notify("transition-running")) { [weak self] stack, _ in
            if !stack.isTransitionRunning { self?.removeLeavingPages() }
        }
    }

    // MARK: Updates from the view

    /// Brings the stack up to date with its latest root, path and environment.
    func update(root: AnyView, path: NavigationPathAccess?, environment: EnvironmentValues) {
        self.path = path
        self.environment = environment
        if !isBuilt {
            isBuilt = true
            build(in: environment)
            add(NavigationPage(kind: .root, name: nextPageName()), view: root, transition: .none)
        } else {
            for page in pages { page.setEnvironment(self.environment(for: page)) }
            pages.first?.setView(root)
        }
        reconcile(with: currentPath)
    }

    /// Puts the back button in the window's header bar or in the bar above the pages.
    private func build(in environment: EnvironmentValues) {
        outerTitle = environment.navigationTitleTarget
        let keys: GTK.ShortcutController
        if let chrome = environment.windowChrome, environment.navigator == nil {
            // The window's navigation: its keys work wherever the focus is in the window.
            self.chrome = chrome
            chrome.toolbar.place(backButton, at: .navigation)
            chrome.navigationBack = { [weak self] in self?.goBack() ?? false }
            keys = GTK.ShortcutController(scope: .managed)
        } else {
            // Not the window's navigation: go back from the keyboard while the focus is inside.
            bar.build(backButton: backButton)
            bar.itemsDidChange = { [weak self] in self?.showTitle() }
            keys = GTK.ShortcutController(scope: .local)
        }
        self.keys = keys
        keys.addShortcut("<Alt>Left") { [weak self] in self?.goBack() ?? false }
        keys.addShortcut("Escape") { [weak self] in self?.goBack() ?? false }
        keys.add(to: column)
    }

    /// The environment of `page`'s views (`nil`: the root's).
    private func environment(for page: NavigationPage?) -> EnvironmentValues {
        var values = environment
        values.navigator = self
        values.navigationTitleTarget = page
        if let page, let outer = values.windowChrome ?? (chrome == nil ? bar : nil) {
            // The page's toolbar items show while it is on top: in the window's header
            // bar, or else in the stack's own bar.
            let chrome = page.chrome ?? PageChrome(outer: outer)
            page.chrome = chrome
            values.windowChrome = chrome
        }
        if let page, case .root = page.kind {} else if page != nil {
            values.isPresented = true
            values.dismiss = DismissAction { [weak self, weak page] in
                guard let self, let page else { return }
                self.pop(page)
            }
        }
        return values
    }

    // MARK: The path

    /// The values pushed, as the binding (or the stack itself) holds them.
    private var currentPath: [AnyHashable] { path?.read() ?? ownPath }

    /// Sets the path and shows it.
    private func setPath(_ values: [AnyHashable]) {
        if let path { path.write(values) } else { ownPath = values }
        reconcile(with: values)
    }

    /// Makes the value pages match `values`: pages whose values still match (and link
    /// pages among them) stay, the rest are popped, and a page is pushed per new value.
    private func reconcile(with values: [AnyHashable]) {
        var matched = 0
        var keep = 1
        for page in pages.dropFirst() {
            if let value = page.value {
                guard matched < values.count, values[matched] == value else { break }
                matched += 1
            }
            keep += 1
        }
        if keep < pages.count { popPages(from: keep) }
        for value in values.dropFirst(matched) {
            add(NavigationPage(kind: .value(value), name: nextPageName()), view: destinations.view(for: value), transition: .slideLeft)
        }
    }

    // MARK: Pushing and popping

    /// Pushes `value`, shown by its type's destination; without one, says so and pushes
    /// nothing, as SwiftUI does.
    func push(value: AnyHashable) {
        guard destinations.hasDestination(for: value) else {
            Diagnostics.report(
                "GtkUI: a NavigationLink presents a value of type \(type(of: value.base)) but no "
                    + "navigationDestination(for: \(type(of: value.base)).self) is in its NavigationStack; ignored")
            return
        }
        setPath(currentPath + [value])
    }

    /// Pushes a link's destination view; returns its page, so the link can update it.
    @discardableResult
    func push(view: AnyView) -> NavigationPage {
        let page = NavigationPage(kind: .view, name: nextPageName())
        add(page, view: view, transition: .slideLeft)
        return page
    }

    /// Goes back one page; `false` at the root.
    func goBack() -> Bool {
        guard pages.count > 1, let top = pages.last else { return false }
        pop(top)
        return true
    }

    /// Pops `page` and the pages above it.
    func pop(_ page: NavigationPage) {
        guard let index = pages.firstIndex(where: { $0 === page }), index > 0 else { return }
        let removesValues = pages[index...].contains { $0.value != nil }
        if removesValues {
            setPath(pages[1..<index].compactMap(\.value))
        } else {
            popPages(from: index)
        }
    }

    /// Builds `page` with `view`, pushes it and shows it.
    private func add(_ page: NavigationPage, view: AnyView, transition: GTK.StackTransition) {
        let previous = pages.last
        page.mount(view, environment: environment(for: page))
        page.focusBeforePush = previous == nil ? nil : column.windowFocus
        page.titleDidChange = { [weak self] in self?.showTitle() }
        stack.addPage(page.host, name: page.name)
        pages.append(page)
        stack.show(page.host, transition: transition)
        showChrome()
        guard previous != nil else { return }
        // Tab order needs the page laid out: the focus goes in after the next frame.
        _ = column.afterNextPaint { [weak self, weak page] in
            guard let self, let page, self.pages.last === page, !page.host.containsFocus else { return }
            if !page.host.focusFirstFocusableChild() { _ = self.backButton.grabFocus() }
        }
    }

    /// Pops the pages from `index` on, sliding back to the page below.
    private func popPages(from index: Int) {
        guard index > 0, index < pages.count else { return }
        let removed = Array(pages[index...])
        pages.removeSubrange(index...)
        if let shown = pages.last { stack.show(shown.host, transition: .slideRight) }
        if let focus = removed.first?.focusBeforePush, focus.isRooted { _ = focus.grabFocus() }
        for page in removed {
            page.titleDidChange = nil
            page.chrome?.show(false)
        }
        leaving += removed
        if !stack.isTransitionRunning { removeLeavingPages() }
        showChrome()
        for page in removed.reversed() {
            let didLeave = page.didLeave
            page.didLeave = nil
            didLeave?()
        }
    }

    /// Takes the popped pages out of the stack and dismantles their views.
    private func removeLeavingPages() {
        let removed = leaving
        leaving = []
        for page in removed {
            page.tearDown()
            stack.removePage(page.host)
        }
    }

    private func nextPageName() -> String {
        pageCounter += 1
        return "page-\(pageCounter)"
    }

    // MARK: Chrome

    /// Shows the back button while there is a page to go back from, and the top page's title.
    private func showChrome() {
        backButton.isVisible = pages.count > 1
        for page in pages { page.chrome?.show(page === pages.last) }
        showTitle()
    }

    private func showTitle() {
        let title = pages.last?.title
        if chrome == nil {
            bar.setTitle(title ?? "")
            let shown = pages.count > 1 || title != nil || bar.hasItems
            if bar.widget.isVisible != shown { bar.widget.isVisible = shown }
        }
        outerTitle?.setContentTitle(title, from: self)
    }

    // MARK: Destinations

    /// Registers (or updates) `token`'s destination for values of `type`; pages of that
    /// type show it at once.
    func register(_ type: Any.Type, token: AnyObject, destination: @escaping @MainActor (AnyHashable) -> AnyView?) {
        destinations.register(type, token: token, destination: destination)
        for page in pages.dropFirst() {
            if let value = page.value, Swift.type(of: value.base) == type { page.setView(destinations.view(for: value)) }
        }
    }

    /// Removes `token`'s destination.
    func unregister(token: AnyObject) {
        destinations.unregister(token: token)
    }

    /// Leaves the window's header bar and dismantles every page (the stack's view left).
    func tearDown() {
        keys?.remove(from: column)
        keys = nil
        if let chrome {
            chrome.toolbar.remove(backButton)
            chrome.navigationBack = nil
            self.chrome = nil
        }
        outerTitle?.setContentTitle(nil, from: self)
        outerTitle = nil
        leaving += pages
        pages = []
        removeLeavingPages()
        backButton.disconnectAllHandlers()
        stack.disconnectAllHandlers()
    }
}

typealias NavigationController = _NavigationStackController

/// Reads and writes a stack's path binding, whatever the path's type.
@MainActor
struct NavigationPathAccess {
    let read: @MainActor () -> [AnyHashable]
    let write: @MainActor ([AnyHashable]) -> Void
}
