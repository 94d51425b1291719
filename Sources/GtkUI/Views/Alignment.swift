/// Where views line up across a vertical stack, as in SwiftUI.
public struct HorizontalAlignment: Equatable, Sendable {
    let align: GTK.Align
    /// The edge of a list row's separator this guide places, for the list guides.
    var listRowSeparatorEdge: HorizontalEdge? = nil

    public static let leading = HorizontalAlignment(align: .start)
    public static let center = HorizontalAlignment(align: .center)
    public static let trailing = HorizontalAlignment(align: .end)
    /// Where a list row's separator starts: set it with ``View/alignmentGuide(_:computeValue:)``
    /// on a view in the row (by default the separator starts at the row's first text).
    public static let listRowSeparatorLeading = HorizontalAlignment(align: .start, listRowSeparatorEdge: .leading)
    /// Where a list row's separator ends (by default at the row's trailing edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(align: .end, listRowSeparatorEdge: .trailing)
}

/// Where views line up across a horizontal stack, as in SwiftUI.
public struct VerticalAlignment: Equatable, Sendable {
    let align: GTK.Align

    public static let top = VerticalAlignment(align: .start)
    public static let center = VerticalAlignment(align: .center)
    public static let bottom = VerticalAlignment(align: .end)
    /// The first lines of text share a baseline (GtkBox baseline alignment).
    public static let firstTextBaseline = VerticalAlignment(align: .baseline)
}

/// Where a view sits in both dimensions, as in SwiftUI: a horizontal and a vertical
/// alignment (`.topLeading`, `.center`, …), used by ``ZStack`` and ``Grid``.
public struct Alignment: Equatable, Sendable {
    /// The alignment across the horizontal dimension.
    public var horizontal: HorizontalAlignment
    /// The alignment across the vertical dimension.
    public var vertical: VerticalAlignment

    /// An alignment from its two components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension GTK.Widget {
    /// Sets `halign` and `valign` to `alignment`, calling only the setters that change.
    func align(_ alignment: Alignment) {
        if horizontalAlign != alignment.horizontal.align { horizontalAlign = alignment.horizontal.align }
        if verticalAlign != alignment.vertical.align { verticalAlign = alignment.vertical.align }
    }
}

extension GTK.Widget {
    /// Places the widget in a single cell (a frame, a layer) by `alignment`; along an axis
    /// where the widget expands (a Color) it fills the cell instead, as in SwiftUI.
    func alignInCell(_ alignment: Alignment) {
        align(Alignment(
            horizontal: computesExpand(.horizontal) ? HorizontalAlignment(align: .fill) : alignment.horizontal,
            vertical: computesExpand(.vertical) ? VerticalAlignment(align: .fill) : alignment.vertical))
    }
}
