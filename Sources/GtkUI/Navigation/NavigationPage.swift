/// One page of a ``NavigationStack``: a host in the stack's `GtkStack` with a view graph
/// of its own, and the titles its views give it.
@MainActor
final class NavigationPage: NavigationTitleTarget {
    /// What pushed the page.
    enum Kind {
        /// The stack's root view.
        case root
        /// A value of the path, shown by its type's destination.
        case value(AnyHashable)
        /// A `NavigationLink`'s destination view (not part of the path).
        case view
    }

    let kind: Kind
    let host: GTK.Widget
    let graph: ViewGraph
    /// The page's name in the `GtkStack`.
    let name: String
    private var titles = ContentTitles()
    /// Told when the page's title changes.
    var titleDidChange: (@MainActor () -> Void)?
    /// The widget that had the focus before this page was pushed: it gets it back when the
    /// page is popped.
    var focusBeforePush: GTK.Widget?
    /// Told once when the page is popped.
    var didLeave: (@MainActor () -> Void)?
    /// The page's share of the window's header bar, when the stack is a window's navigation.
    var chrome: PageChrome?

    /// An empty page; ``mount(_:environment:)`` builds its views.
    init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
        (host, graph) = HostedGraph.make(environment: EnvironmentValues())
        host.expandsHorizontally = true
        host.expandsVertically = true
    }

    /// Builds `view` in `environment` (which names this page as the title's target).
    func mount(_ view: AnyView, environment: EnvironmentValues) {
        graph.setEnvironment(environment)
        graph.mount(view)
    }

    /// The page's title: the last its shown views gave, or `nil`.
    var title: String? { titles.shown }

    /// The value this page shows, for a page of the path.
    var value: AnyHashable? {
        if case .value(let value) = kind { return value }
        return nil
    }

    /// Shows `view` in the next update pass (state kept where identity matches).
    func setView(_ view: AnyView) { graph.setRoot(view) }

    func setEnvironment(_ environment: EnvironmentValues) { graph.setEnvironment(environment) }

    func setContentTitle(_ title: String?, from owner: AnyObject) {
        let before = titles.shown
        titles.set(title, from: owner)
        if titles.shown != before { titleDidChange?() }
    }

    /// Dismantles the page's views (once).
    func tearDown() {
        titleDidChange = nil
        focusBeforePush = nil
        didLeave = nil
        chrome?.show(false)
        graph.tearDown()
    }
}

private struct NavigatorKey: EnvironmentKey {
    static var defaultValue: WeakNavigator { WeakNavigator(navigator: nil) }
}

struct WeakNavigator {
    weak var navigator: NavigationController?
}

extension EnvironmentValues {
    /// The navigation stack the view is in, if any.
    var navigator: NavigationController? {
        get { self[NavigatorKey.self].navigator }
        set { self[NavigatorKey.self] = WeakNavigator(navigator: newValue) }
    }
}
