/// Scrolls the lists inside a ``ScrollViewReader``, as SwiftUI's proxy of that name.
@MainActor
public struct ScrollViewProxy {
    let target: ScrollProxyTarget

    /// Scrolls the first list inside the reader that has a row with `id` so that the row is
    /// shown (and its widget made, so that it can take the focus). The scroll happens once
    /// the current update has reached the lists, so a row added in the same change is found.
    /// `anchor` is accepted for SwiftUI's sake; GTK 4.8 scrolls the row just into view.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.scroll(to: AnyHashable(id))
    }
}

/// What a ``ScrollViewProxy`` scrolls: the content of one ``ScrollViewReader``.
@MainActor
final class ScrollProxyTarget {
    /// The reader's box.
    weak var box: GTK.Box?

    /// Asks each scroll target in the box, first to last, depth first, until one shows `id`;
    /// in the next turn of the main loop, after the update pass.
    func scroll(to id: AnyHashable) {
        Task { @MainActor [weak self] in
            guard let box = self?.box else { return }
            _ = ScrollTarget.scroll(in: box.borrowed, to: id)
        }
    }
}

/// What a scrollable view attaches to its widget so that a ``ScrollViewProxy`` can find it:
/// a `List` answers for its rows.
@MainActor
class ScrollTarget {
    /// The targets, on the widgets of the views that scroll.
    static let records = AttachedRecord<ScrollTarget>("gtkui-scroll-target")

    /// Scrolls to the row `id` if this view has one; returns whether it did.
    func scroll(to id: AnyHashable) -> Bool { false }

    /// Asks the targets in `widget`'s tree, depth first, until one scrolls to `id`.
    static func scroll(in widget: GTK.BorrowedWidget, to id: AnyHashable) -> Bool {
        if let target = records.existing(on: widget), target.scroll(to: id) { return true }
        var child = widget.firstChild
        while let current = child {
            if scroll(in: current, to: id) { return true }
            child = current.nextSibling
        }
        return false
    }
}
