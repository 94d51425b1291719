import CGtk

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
/// The stack marks the neighbours it changed (in their qdata) and puts them back when
/// they no longer take a share. A marked neighbour whose content starts to expand asks its
/// stack to place its children again (``expansionChanged(of:)``): it no longer qualifies.
@MainActor
enum SpacerShares {
    /// The widgets `box` holds for `children` along `axis`: the children without their
    /// spacers when the neighbours take the spacers' shares, otherwise all of them. Call
    /// before the box's children are set, while it still holds the previous ones.
    static func widgets(placing children: [GTK.Widget], along axis: Axis, in box: GTK.Widget) -> [GTK.Widget] {
        let plan = Plan(children, along: axis)
        let takers = plan.takers()
        var child = gtk_widget_get_first_child(box.widgetPointer)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if axisOfShare(on: current) != nil, !takers.contains(where: { $0.widget.widgetPointer == current }) {
                giveBack(current)
            }
        }
        guard !takers.isEmpty else { return children }
        for taker in takers { take(taker.alignment, along: axis, on: taker.widget.widgetPointer) }
        return plan.items
    }

    /// Whether `widget` takes a spacer's share and something inside it now expands along
    /// that axis, so that its stack must place its children again.
    static func expansionChanged(of widget: GTK.Widget) -> Bool {
        guard let axis = axisOfShare(on: widget.widgetPointer) else { return false }
        return contentExpands(widget.widgetPointer, along: axis)
    }

    /// A neighbour that takes shares, and where it sits in the space it gets.
    struct Taker {
        let widget: GTK.Widget
        let alignment: GTK.Align
    }

    /// The stack's children split into spacers and the others, and who takes which share.
    @MainActor
    private struct Plan {
        let axis: Axis
        /// The children that are not spacers, in order.
        var items: [GTK.Widget] = []
        /// The number of spacers before `items[i]`; the last entry counts those after the last item.
        var gaps: [Int] = [0]
        var spacerCount = 0
        var hasMinimumLength = false

        init(_ children: [GTK.Widget], along axis: Axis) {
            self.axis = axis
            for child in children {
                if let spacer = child as? SpacerWidget {
                    spacerCount += 1
                    gaps[gaps.count - 1] += 1
                    if (spacer.minLength ?? 0) > 0 { hasMinimumLength = true }
                } else {
                    items.append(child)
                    gaps.append(0)
                }
            }
        }

        /// The neighbours that take the spacers' shares, or none when they cannot.
        func takers() -> [Taker] {
            guard spacerCount > 0, !hasMinimumLength else { return [] }
            let eligible = items.map { SpacerShares.canTakeShare($0.widgetPointer, along: axis) }
            var before = [Bool](repeating: false, count: items.count)  // a share on its leading side
            var after = [Bool](repeating: false, count: items.count)   // a share on its trailing side
            for (gap, shares) in gaps.enumerated() where shares > 0 {
                let leading = gap - 1  // the item before the gap
                let trailing = gap     // the item after it
                let canLead = leading >= 0 && eligible[leading]
                let canTrail = trailing < items.count && eligible[trailing]
                switch shares {
                case 1 where canLead && !before[leading]:
                    after[leading] = true  // the item before grows toward the gap
                case 1 where canTrail:
                    before[trailing] = true  // the item after grows back toward it
                case 1 where canLead:
                    after[leading] = true  // between two spacers: centered
                case 2 where canLead && canTrail:
                    after[leading] = true
                    before[trailing] = true
                default:
                    return []
                }
            }
            let counts = items.indices.map { (before[$0] ? 1 : 0) + (after[$0] ? 1 : 0) }
            let carried = Set(counts.filter { $0 > 0 })
            guard carried.count == 1 else { return [] }
            if carried.contains(2) {
                // A neighbour centered between two spacers stands for two shares: nothing
                // else may expand, or it would get only one.
                for index in items.indices where counts[index] == 0 {
                    if items[index].computesExpand(axis.orientation) { return [] }
                }
            }
            return items.indices.compactMap { index in
                switch (before[index], after[index]) {
                case (true, true): return Taker(widget: items[index], alignment: .center)
                case (true, false): return Taker(widget: items[index], alignment: .end)
                case (false, true): return Taker(widget: items[index], alignment: .start)
                case (false, false): return nil
                }
            }
        }
    }

    // MARK: - The neighbours' GTK properties

    private static let quark = g_quark_from_string("gtkui-spacer-share")

    /// The axis along which `widget` takes a spacer's share, if it does.
    private static func axisOfShare(on widget: UnsafeMutablePointer<GtkWidget>) -> Axis? {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        switch Int(bitPattern: g_object_get_qdata(object, quark)) {
        case 1: return .horizontal
        case 2: return .vertical
        default: return nil
        }
    }

    /// Whether `widget` may take a share along `axis`: one that takes a share already
    /// keeps it while nothing inside it expands; another must expand and align by default.
    private static func canTakeShare(_ widget: UnsafeMutablePointer<GtkWidget>, along axis: Axis) -> Bool {
        if let taken = axisOfShare(on: widget) {
            return taken == axis && !contentExpands(widget, along: axis)
        }
        let orientation = axis.orientation.gtk
        let isSet = axis == .horizontal ? gtk_widget_get_hexpand_set(widget) : gtk_widget_get_vexpand_set(widget)
        let align = axis == .horizontal ? gtk_widget_get_halign(widget) : gtk_widget_get_valign(widget)
        return isSet == 0 && align == GTK_ALIGN_FILL && gtk_widget_compute_expand(widget, orientation) == 0
    }

    /// Whether a child of `widget` expands along `axis` (what GTK would propagate to it).
    private static func contentExpands(_ widget: UnsafeMutablePointer<GtkWidget>, along axis: Axis) -> Bool {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_compute_expand(current, axis.orientation.gtk) != 0 { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    private static func take(_ alignment: GTK.Align, along axis: Axis, on widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        g_object_set_qdata(object, quark, UnsafeMutableRawPointer(bitPattern: axis == .horizontal ? 1 : 2))
        if axis == .horizontal {
            if gtk_widget_get_hexpand_set(widget) == 0 || gtk_widget_get_hexpand(widget) == 0 {
                GraphCounters.gtkSetterCalled()
                gtk_widget_set_hexpand(widget, 1)
            }
            if gtk_widget_get_halign(widget) != alignment.gtk {
                GraphCounters.gtkSetterCalled()
                gtk_widget_set_halign(widget, alignment.gtk)
            }
        } else {
            if gtk_widget_get_vexpand_set(widget) == 0 || gtk_widget_get_vexpand(widget) == 0 {
                GraphCounters.gtkSetterCalled()
                gtk_widget_set_vexpand(widget, 1)
            }
            if gtk_widget_get_valign(widget) != alignment.gtk {
                GraphCounters.gtkSetterCalled()
                gtk_widget_set_valign(widget, alignment.gtk)
            }
        }
    }

    /// Puts back what ``take(_:along:on:)`` changed: expansion from the content again, and
    /// filling the cell.
    private static func giveBack(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let axis = axisOfShare(on: widget) else { return }
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        g_object_set_qdata(object, quark, nil)
        GraphCounters.gtkSetterCalled()
        if axis == .horizontal {
            gtk_widget_set_hexpand(widget, 0)
            gtk_widget_set_hexpand_set(widget, 0)
            gtk_widget_set_halign(widget, GTK_ALIGN_FILL)
        } else {
            gtk_widget_set_vexpand(widget, 0)
            gtk_widget_set_vexpand_set(widget, 0)
            gtk_widget_set_valign(widget, GTK_ALIGN_FILL)
        }
    }
}
