/// How a stack gives its ``Spacer``s' space to their neighbours, so that a spacer needs no
/// widget in the stack, as a GTK programmer writes it: the label before a spacer is
/// `hexpand` and aligned to its start, the one after it aligned to its end, and one between
/// two spacers centered.
///
/// A spacer is one share of the stack's extra space, and GTK gives every child that
/// expands an equal share. A neighbour that takes a spacer's place therefore stands for
/// exactly the share the spacer would have had, as long as every neighbour that takes some
/// takes the same number of shares (and, when that is more than one, nothing else in the
/// stack expands). Only a neighbour whose layout along the axis nobody else chose takes
/// shares: it does not expand by itself (nothing inside it wants the space), its expand
/// flag is not set and it fills its cell. When the shares cannot be handed out that way,
/// or a spacer has a minimum length, the spacers' own widgets are placed, as before.
///
/// The stack marks the neighbours it changed (a ``PlacementDependency`` attached to them)
/// and puts them back when they no longer take a share. A marked neighbour whose content
/// starts to expand asks its stack to place its children again: it no longer qualifies.
@MainActor
enum SpacerShares {
    /// The widgets `box` holds for `children` along `axis`: the children without their
    /// spacers when the neighbours take the spacers' shares, otherwise all of them. Call
    /// before the box's children are set, while it still holds the previous ones.
    static func widgets(placing children: [GTK.Widget], along axis: Axis, in box: GTK.Widget) -> [GTK.Widget] {
        // Loops, not closures: a closure made here would be the main actor's, checked at run
        // time on every call (a stack places its children for every row of a list).
        var hasSpacers = false
        for child in children where SpacerLayout.of(child) != nil {
            hasSpacers = true
            break
        }
        let plan = hasSpacers ? Plan(children, along: axis) : nil
        let shares = plan?.shares() ?? []
        // Neighbours that took a share before and take none now get their layout back.
        var child = box.borrowed.firstChild
        while let current = child {
            child = current.nextSibling
            guard ShareTaken.on(current) != nil else { continue }
            var takes = false
            for share in shares where share.widget.borrowed == current {
                takes = true
                break
            }
            if !takes { giveBack(current) }
        }
        guard let plan, !shares.isEmpty else { return children }
        for share in shares { take(share.alignment, along: axis, on: share.widget.borrowed) }
        return plan.items
    }

    /// A neighbour that takes shares, and where it sits in the space it gets.
    private struct Share {
        let widget: GTK.Widget
        let alignment: GTK.Align
    }

    /// The stack's children without their spacers, each with the shares beside it.
    @MainActor
    private struct Plan {
        /// A child that is not a spacer, and the spacers before it.
        struct Item {
            let widget: GTK.Widget
            var spacersBefore: Int
            /// Whether it takes the share on its leading side, on its trailing side.
            var takesBefore = false
            var takesAfter = false
            var shareCount: Int { (takesBefore ? 1 : 0) + (takesAfter ? 1 : 0) }
        }

        let axis: Axis
        private(set) var slots: [Item] = []
        /// The spacers after the last child.
        private(set) var spacersAfter = 0
        private(set) var hasMinimumLength = false

        var items: [GTK.Widget] {
            var items: [GTK.Widget] = []
            items.reserveCapacity(slots.count)
            for slot in slots { items.append(slot.widget) }
            return items
        }

        init(_ children: [GTK.Widget], along axis: Axis) {
            self.axis = axis
            slots.reserveCapacity(children.count)
            for child in children {
                if let spacer = SpacerLayout.of(child) {
                    spacersAfter += 1
                    if (spacer.minLength ?? 0) > 0 { hasMinimumLength = true }
                } else {
                    slots.append(Item(widget: child, spacersBefore: spacersAfter))
                    spacersAfter = 0
                }
            }
        }

        /// The neighbours that take the spacers' shares, or none when they cannot all be
        /// handed out equally.
        func shares() -> [Share] {
            guard !hasMinimumLength else { return [] }
            var slots = slots
            var eligible: [Bool?] = Array(repeating: nil, count: slots.count)
            func canTake(_ index: Int) -> Bool {
                guard index >= 0, index < slots.count else { return false }
                if let known = eligible[index] { return known }
                let result = SpacerShares.canTakeShare(slots[index].widget.borrowed, along: axis)
                eligible[index] = result
                return result
            }
            // Gap i lies between child i - 1 and child i; the last gap follows the last child.
            for gap in 0...slots.count {
                let count = gap < slots.count ? slots[gap].spacersBefore : spacersAfter
                guard count > 0 else { continue }
                let (leading, trailing) = (gap - 1, gap)
                switch count {
                case 1 where canTake(leading) && !slots[leading].takesBefore:
                    slots[leading].takesAfter = true  // the child before grows toward the gap
                case 1 where canTake(trailing):
                    slots[trailing].takesBefore = true  // the child after grows back toward it
                case 1 where canTake(leading):
                    slots[leading].takesAfter = true  // between two spacers: centered
                case 2 where canTake(leading) && canTake(trailing):
                    slots[leading].takesAfter = true
                    slots[trailing].takesBefore = true
                default:
                    return []
                }
            }
            // Every taker must stand for the same number of shares; two shares each only
            // while nothing else expands (it would get one share where they get two).
            var perTaker = 0
            for slot in slots where slot.shareCount > 0 {
                if perTaker != 0, slot.shareCount != perTaker { return [] }
                perTaker = slot.shareCount
            }
            if perTaker == 2 {
                for slot in slots where slot.shareCount == 0 {
                    if slot.widget.computesExpand(axis.orientation) { return [] }
                }
            }
            var shares: [Share] = []
            for slot in slots {
                switch (slot.takesBefore, slot.takesAfter) {
                case (true, true): shares.append(Share(widget: slot.widget, alignment: .center))
                case (true, false): shares.append(Share(widget: slot.widget, alignment: .end))
                case (false, true): shares.append(Share(widget: slot.widget, alignment: .start))
                case (false, false): break
                }
            }
            return shares
        }
    }

    // MARK: - The neighbours' GTK properties

    /// The mark on a neighbour that takes a spacer's share: the axis it takes it along. A
    /// shared instance per axis, so marking allocates nothing.
    private final class ShareTaken: PlacementDependency {
        static let horizontal = ShareTaken(.horizontal)
        static let vertical = ShareTaken(.vertical)

        let axis: Axis

        private init(_ axis: Axis) { self.axis = axis }

        static func along(_ axis: Axis) -> ShareTaken { axis == .horizontal ? horizontal : vertical }

        /// The mark on `widget`, if it takes a share.
        static func on(_ widget: GTK.BorrowedWidget) -> ShareTaken? {
            PlacementDependency.records.existing(on: widget) as? ShareTaken
        }

        /// Something inside the widget now expands along the axis: it no longer qualifies.
        override func requiresPlacementAgain(of widget: GTK.Widget) -> Bool {
            widget.borrowed.hasChildExpanding(axis.orientation)
        }
    }

    /// Whether `widget` may take a share along `axis`: one that takes a share already
    /// keeps it while nothing inside it expands; another must expand and align by default.
    private static func canTakeShare(_ widget: GTK.BorrowedWidget, along axis: Axis) -> Bool {
        let orientation = axis.orientation
        if let taken = ShareTaken.on(widget) {
            return taken.axis == axis && !widget.hasChildExpanding(orientation)
        }
        return !widget.expandIsSet(orientation) && widget.align(orientation) == .fill
            && !widget.computesExpand(orientation)
    }

    private static func take(_ alignment: GTK.Align, along axis: Axis, on widget: GTK.BorrowedWidget) {
        PlacementDependency.records.attach(ShareTaken.along(axis), to: widget)
        let orientation = axis.orientation
        if !widget.expandIsSet(orientation) || !widget.expands(orientation) {
            widget.setExpands(true, orientation)
        }
        if widget.align(orientation) != alignment {
            widget.setAlign(alignment, orientation)
        }
    }

    /// Puts back what ``take(_:along:on:)`` changed: expansion from the content again, and
    /// filling the cell.
    private static func giveBack(_ widget: GTK.BorrowedWidget) {
        guard let taken = ShareTaken.on(widget) else { return }
        PlacementDependency.records.remove(from: widget)
        let orientation = taken.axis.orientation
        widget.setExpands(false, orientation)
        widget.setExpandIsSet(false, orientation)
        widget.setAlign(.fill, orientation)
    }
}
