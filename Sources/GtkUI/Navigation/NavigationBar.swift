/// The bar above a navigation stack's pages, for a stack with no header bar of a window to
/// use (a stack inside another view, or in a preview): the back button, the top page's
/// title, and the pages' `.toolbar` items at its ends, as SwiftUI's navigation bar shows
/// them. Hidden while it would show nothing.
@MainActor
final class NavigationBar: WindowChrome, ToolbarSlots {
    let widget = GTK.Box(.horizontal, spacing: 6)
    private let titleLabel = GTK.Label()
    private let start = GTK.Box(.horizontal, spacing: 6)
    private let end = GTK.Box(.horizontal, spacing: 6)
    /// Principal items, the shown one last (in place of the title).
    private var principals: [GTK.Widget] = []
    /// Told when items come or go, so the stack can show or hide the bar.
    var itemsDidChange: (@MainActor () -> Void)?
    var navigationBack: (@MainActor () -> Bool)?

    init() {
        widget.addCSSClass("toolbar")
        titleLabel.addCSSClass("title")
        titleLabel.addCSSClass("heading")
        titleLabel.expandsHorizontally = true
        for box in [start, end] { box.isVisible = false }
        widget.isVisible = false
    }

    /// Lays the bar out: `backButton`, the leading items, the title, the trailing items.
    func build(backButton: GTK.Widget) {
        widget.setChildren([backButton, start, titleLabel, end])
    }

    var toolbar: any ToolbarSlots { self }

    /// Whether any item is shown.
    var hasItems: Bool { !start.children.isEmpty || !end.children.isEmpty || !principals.isEmpty }

    /// Shows `title` (unless a principal item takes its place).
    func setTitle(_ title: String) {
        if titleLabel.text != title { titleLabel.text = title }
    }

    func place(_ widget: GTK.Widget, at placement: ToolbarItemPlacement) {
        switch placement.slot {
        case .title:
            principals.append(widget)
            showPrincipal()
        case .start:
            start.append(widget)
            start.isVisible = true
        case .end:
            end.append(widget)
            end.isVisible = true
        }
        itemsDidChange?()
    }

    func remove(_ widget: GTK.Widget) {
        if let index = principals.firstIndex(of: widget) {
            principals.remove(at: index)
            if widget.parent == self.widget { self.widget.remove(widget) }
            showPrincipal()
        }
        for box in [start, end] where widget.parent == box {
            box.remove(widget)
            box.isVisible = !box.children.isEmpty
        }
        itemsDidChange?()
    }

    /// Shows the latest principal item where the title is, or the title.
    private func showPrincipal() {
        for principal in principals.dropLast() where principal.parent == widget { widget.remove(principal) }
        if let shown = principals.last {
            if shown.parent != widget { widget.insert(shown, after: start) }
            titleLabel.isVisible = false
        } else {
            titleLabel.isVisible = true
        }
    }
}
