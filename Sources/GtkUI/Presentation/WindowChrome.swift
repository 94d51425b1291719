/// The parts of a window that content can fill beyond its own area: the header bar's
/// toolbar slots. An app window (`SceneWindow`) and a sheet have them.
@MainActor
protocol WindowChrome: AnyObject {
    /// The header bar's parts that `.toolbar` items fill.
    var toolbar: any ToolbarSlots { get }
    /// Goes back in the window's navigation stack, if any; returns whether it did. A
    /// window that closes on Escape asks it first, so Escape goes back before it closes.
    var navigationBack: (@MainActor () -> Bool)? { get set }
}

/// Where `.toolbar` items go: a window's header bar, or a navigation page's share of it.
@MainActor
protocol ToolbarSlots: AnyObject {
    /// Shows `widget` at `placement`.
    func place(_ widget: GTK.Widget, at placement: ToolbarItemPlacement)
    /// Takes `widget` away (nothing happens if it is not there).
    func remove(_ widget: GTK.Widget)
}

/// What `.navigationTitle` titles: a window, a sheet or a navigation page. The last title
/// given by a view still shown wins.
@MainActor
protocol NavigationTitleTarget: AnyObject {
    /// Sets (or, with `nil`, takes back) the title `owner` gives.
    func setContentTitle(_ title: String?, from owner: AnyObject)
}

/// Titles given by views, by the view that gives each, in the order they were first given.
struct ContentTitles {
    private var titles: [(owner: ObjectIdentifier, title: String)] = []

    /// The title shown: the last given, or `nil`.
    var shown: String? { titles.last?.title }

    /// Sets (or, with `nil`, removes) `owner`'s title.
    mutating func set(_ title: String?, from owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        if let index = titles.firstIndex(where: { $0.owner == id }) {
            if let title { titles[index].title = title } else { titles.remove(at: index) }
        } else if let title {
            titles.append((id, title))
        }
    }
}

private struct WindowChromeKey: EnvironmentKey {
    static var defaultValue: WeakWindowChrome { WeakWindowChrome(chrome: nil) }
}

private struct NavigationTitleTargetKey: EnvironmentKey {
    static var defaultValue: WeakTitleTarget { WeakTitleTarget(target: nil) }
}

struct WeakWindowChrome {
    weak var chrome: (any WindowChrome)?
}

struct WeakTitleTarget {
    weak var target: (any NavigationTitleTarget)?
}

extension EnvironmentValues {
    /// The header bar the view's toolbar items go to (an app window's or a sheet's).
    var windowChrome: (any WindowChrome)? {
        get { self[WindowChromeKey.self].chrome }
        set { self[WindowChromeKey.self] = WeakWindowChrome(chrome: newValue) }
    }

    /// What the view's `.navigationTitle` titles.
    var navigationTitleTarget: (any NavigationTitleTarget)? {
        get { self[NavigationTitleTargetKey.self].target }
        set { self[NavigationTitleTargetKey.self] = WeakTitleTarget(target: newValue) }
    }
}
