/// A navigation page's share of its window's header bar: the page's `.toolbar` items are
/// in the header bar only while the page is on top of its stack, as SwiftUI shows only the
/// top page's items.
@MainActor
final class PageChrome: WindowChrome, ToolbarSlots {
    private weak var outer: (any WindowChrome)?
    /// The page's items, in the order they were placed.
    private var items: [(widget: GTK.Widget, placement: ToolbarItemPlacement)] = []
    /// Whether the page is on top (its items are in the header bar).
    private(set) var isShown = false

    init(outer: any WindowChrome) {
        self.outer = outer
    }

    var toolbar: any ToolbarSlots { self }

    var navigationBack: (@MainActor () -> Bool)? {
        get { outer?.navigationBack }
        set { outer?.navigationBack = newValue }
    }

    func place(_ widget: GTK.Widget, at placement: ToolbarItemPlacement) {
        items.append((widget, placement))
        if isShown { outer?.toolbar.place(widget, at: placement) }
    }

    func remove(_ widget: GTK.Widget) {
        items.removeAll { $0.widget == widget }
        outer?.toolbar.remove(widget)
    }

    /// Puts the page's items in the header bar (`true`) or takes them out.
    func show(_ shown: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        for item in items {
            if shown { outer?.toolbar.place(item.widget, at: item.placement) } else { outer?.toolbar.remove(item.widget) }
        }
    }
}
