import Foundation

/// A widget's size for a SwiftUI proposal, from its GTK measure: what
/// ``LayoutSubview/sizeThatFits(_:)`` answers and what GtkUI's layout containers place.
@MainActor
enum LayoutMeasure {
    /// Unspecified: natural. A finite length: kept between the minimum and the natural
    /// size, or all of it (at least the minimum) for a widget that expands. Infinite: the
    /// natural size, or `.infinity` for a widget that expands. The height is measured for
    /// the width found (a finite one; the natural width for an infinite one).
    static func size(of widget: GTK.Widget, for proposal: ProposedViewSize) -> CGSize {
        let horizontal = widget.measure(.horizontal)
        let width = length(
            proposal.width, minimum: horizontal.minimum, natural: horizontal.natural,
            expands: widget.computesExpand(.horizontal))
        let forWidth = width.isFinite ? Int(width.rounded()) : horizontal.natural
        let vertical = widget.measure(.vertical, forSize: forWidth)
        let height = length(
            proposal.height, minimum: vertical.minimum, natural: vertical.natural,
            expands: widget.computesExpand(.vertical))
        return CGSize(width: width, height: height)
    }

    private static func length(_ proposed: CGFloat?, minimum: Int, natural: Int, expands: Bool) -> CGFloat {
        guard let proposed else { return CGFloat(natural) }
        if proposed.isInfinite { return expands ? .infinity : CGFloat(natural) }
        if expands { return max(proposed, CGFloat(minimum)) }
        return min(max(proposed, CGFloat(minimum)), CGFloat(max(natural, minimum)))
    }

    /// `size` with an infinite dimension replaced by the widget's natural one: what a
    /// widget can be allocated.
    static func finite(_ size: CGSize, widget: GTK.Widget) -> CGSize {
        guard !size.width.isFinite || !size.height.isFinite else { return size }
        let natural = Self.size(of: widget, for: .unspecified)
        return CGSize(
            width: size.width.isFinite ? size.width : natural.width,
            height: size.height.isFinite ? size.height : natural.height)
    }

    /// A proposal's length as GTK pixels: rounded up, 0 for anything not finite or negative.
    static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(length.rounded(.up))
    }
}
