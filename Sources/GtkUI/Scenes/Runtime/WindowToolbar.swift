/// The parts of a window's header bar that its content's toolbar items fill: the title
/// area, and a box at each end (the end box sits before the primary menu).
///
/// The title area shows the most recently placed principal item (the window's title when
/// there is none); each end box shows its items in the order they were placed and is
/// hidden while empty.
@MainActor
final class WindowToolbar: ToolbarSlots {
    private let header: GTK.HeaderBar
    private let start = GTK.Box(.horizontal, spacing: 6)
    private let end = GTK.Box(.horizontal, spacing: 6)
    /// Principal items, the shown one last.
    private var titles: [GTK.Widget] = []

    /// Takes over `header`'s title area and adds the end boxes (call after packing the
    /// primary menu, so that it stays outermost).
    init(header: GTK.HeaderBar) {
        self.header = header
        for box in [start, end] { box.isVisible = false }
        header.packStart(start)
        header.packEnd(end)
    }

    /// Shows `widget` at `placement`.
    func place(_ widget: GTK.Widget, at placement: ToolbarItemPlacement) {
        if placement.isSuggested { Self.suggest(in: widget) }
        switch placement.slot {
        case .title:
            titles.append(widget)
            showTitle()
        case .start:
            start.append(widget)
            start.isVisible = true
        case .end:
            end.append(widget)
            end.isVisible = true
        }
    }

    /// Takes `widget` out of the header bar (nothing happens if it is not there).
    func remove(_ widget: GTK.Widget) {
        if let index = titles.firstIndex(of: widget) {
            titles.remove(at: index)
            showTitle()
            return
        }
        for box in [start, end] where widget.parent == box {
            box.remove(widget)
            box.isVisible = box.children.isEmpty == false
        }
    }

    /// Gives the buttons in `widget` GNOME's suggested-action style (a dialog's Done).
    private static func suggest(in widget: GTK.Widget) {
        if let button = widget.cast(to: GTK.Button.self) {
            button.addCSSClass("suggested-action")
            return
        }
        for child in widget.children { suggest(in: child) }
    }

    private func showTitle() {
        // A header bar taken out of its closing window has nowhere to show a title.
        guard header.isRooted else { return }
        header.titleWidget = titles.last
    }
}
