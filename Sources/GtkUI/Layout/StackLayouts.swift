import Foundation

/// Views in a row, as a ``Layout`` (SwiftUI's `HStackLayout`): what `HStack` does, for
/// ``AnyLayout`` to switch to and from.
///
/// Space is shared as SwiftUI's stacks share it: views of higher `layoutPriority` first,
/// then the least flexible first, each taking its share of what is left. `firstTextBaseline`
/// aligns the views' tops (no baselines across a custom layout).
public struct HStackLayout: Layout {
    /// How views line up vertically.
    public var alignment: VerticalAlignment
    /// The space between views; `nil` for the standard spacing.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement(axis: .horizontal, spacing: spacing, subviews: subviews).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement(axis: .horizontal, spacing: spacing, subviews: subviews)
            .place(in: bounds, crossAlignment: alignment.align.unit)
    }
}

/// Views in a column, as a ``Layout`` (SwiftUI's `VStackLayout`): what `VStack` does, for
/// ``AnyLayout`` to switch to and from. Space is shared as in ``HStackLayout``.
public struct VStackLayout: Layout {
    /// How views line up horizontally.
    public var alignment: HorizontalAlignment
    /// The space between views; `nil` for the standard spacing.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement(axis: .vertical, spacing: spacing, subviews: subviews).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement(axis: .vertical, spacing: spacing, subviews: subviews)
            .place(in: bounds, crossAlignment: alignment.align.unit)
    }
}

/// Views over one another, as a ``Layout`` (SwiftUI's `ZStackLayout`): each view at the size
/// it answers for the whole space, placed by `alignment`; the layout is as large as its
/// largest view.
public struct ZStackLayout: Layout {
    /// Where each view sits in the space.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let fitted = subview.sizeThatFits(proposal)
            size.width = max(size.width, fitted.width)
            size.height = max(size.height, fitted.height)
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let anchor = UnitPoint(x: alignment.horizontal.align.unit, y: alignment.vertical.align.unit)
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height),
                anchor: anchor, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension GTK.Align {
    /// Where along a length this alignment puts a view: 0 at the start, 1 at the end.
    var unit: CGFloat {
        switch self {
        case .center: return 0.5
        case .end: return 1
        default: return 0
        }
    }
}

/// The stack algorithm of ``HStackLayout`` and ``VStackLayout`` along one axis.
struct StackArrangement {
    let axis: Axis
    let spacing: CGFloat?
    let subviews: LayoutSubviews

    /// The gaps between consecutive views.
    private var gaps: [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (subviews.startIndex..<subviews.endIndex - 1).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    private func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// Each view's size for `proposal`: with no length along the axis, its ideal; with one,
    /// a share of what is left, the least flexible views first (higher priorities before).
    func sizes(for proposal: ProposedViewSize) -> [CGSize] {
        let proposedCross = axis == .horizontal ? proposal.height : proposal.width
        guard let proposedMain = axis == .horizontal ? proposal.width : proposal.height else {
            return subviews.map { $0.sizeThatFits(self.proposal(main: nil, cross: proposedCross)) }
        }
        let count = subviews.count
        let minimums = subviews.map { main($0.sizeThatFits(self.proposal(main: 0, cross: proposedCross))) }
        let maximums = subviews.map { main($0.sizeThatFits(self.proposal(main: .infinity, cross: proposedCross))) }
        let priorities = subviews.map(\.priority)
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            return maximums[a] - minimums[a] < maximums[b] - minimums[b]
        }
        var remaining = proposedMain - gaps.reduce(0, +)
        var sizes = Array(repeating: CGSize.zero, count: count)
        for (position, index) in order.enumerated() {
            // Leave the views still to come in a lower priority at least their minimums.
            let reserved = order[(position + 1)...].filter { priorities[$0] < priorities[index] }
                .reduce(0) { $0 + minimums[$1] }
            let peers = order[position...].filter { priorities[$0] == priorities[index] }.count
            let share = max(0, remaining - reserved) / CGFloat(max(peers, 1))
            let size = subviews[subviews.startIndex + index].sizeThatFits(self.proposal(main: share, cross: proposedCross))
            sizes[index] = size
            remaining -= main(size)
        }
        return sizes
    }

    func size(for proposal: ProposedViewSize) -> CGSize {
        let sizes = sizes(for: proposal)
        let length = sizes.reduce(0) { $0 + main($1) } + gaps.reduce(0, +)
        let thickness = sizes.reduce(0) { max($0, cross($1)) }
        return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    func place(in bounds: CGRect, crossAlignment: CGFloat) {
        let sizes = sizes(for: ProposedViewSize(bounds.size))
        let gaps = gaps
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let size = sizes[offset]
            let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
            let crossLength = axis == .horizontal ? bounds.height : bounds.width
            let crossPosition = crossStart + (crossLength - cross(size)) * crossAlignment
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
            position += main(size) + (offset < gaps.count ? gaps[offset] : 0)
        }
    }
}
