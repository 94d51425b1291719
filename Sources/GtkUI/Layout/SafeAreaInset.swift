import Foundation

/// Content with a bar placed at one of its edges, as SwiftUI's `safeAreaInset`: the bar sits
/// at the edge, and the content takes the rest of the space (its area is inset by the bar).
///
/// On GTK a box arrangement: the bar and the content side by side along the edge's axis,
/// `spacing` apart (the standard 8 points when `nil`). A scroll view's content therefore
/// ends at the bar instead of scrolling under it.
public struct _SafeAreaInsetLayout<Content: View>: ContainerRepresentable {
    let axis: Axis
    let spacing: CGFloat?
    /// The bar and the inset content, in order along the axis.
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Box {
        GTK.Box(axis == .horizontal ? .horizontal : .vertical)
    }

    public func updateWidget(_ box: GTK.Box, context: Context) {
        let spacing = StackSpacing.points(spacing)
        if box.spacing != spacing { box.spacing = spacing }
    }

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren(children)
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool { false }
}

/// One part of a ``_SafeAreaInsetLayout``: the inset content, which takes the space left
/// (`fills`), or the bar, aligned across the axis.
public struct _SafeAreaInsetPart<Content: View>: ContainerRepresentable {
    let fills: Bool
    let alignment: Alignment
    /// The part's views.
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Bin {
        let bin = GTK.Bin()
        if fills {
            bin.expandsHorizontally = true
            bin.expandsVertically = true
        }
        return bin
    }

    public func updateWidget(_ bin: GTK.Bin, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        bin.setChildren(children)
        for child in children { child.alignInCell(alignment) }
    }

    /// Children are placed by the alignment only.
    public func placementChanged(from previous: Self) -> Bool { alignment != previous.alignment }
}

extension View {
    /// Places `content` at the top or bottom edge of this view, and insets this view by it.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        _SafeAreaInsetLayout(
            axis: .vertical, spacing: spacing,
            content: safeAreaParts(
                bar: _SafeAreaInsetPart(
                    fills: false, alignment: Alignment(horizontal: alignment, vertical: .center), content: content()),
                main: _SafeAreaInsetPart(fills: true, alignment: .center, content: self),
                barFirst: edge == .top))
    }

    /// Places `content` at the leading or trailing edge of this view, and insets this view by it.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        _SafeAreaInsetLayout(
            axis: .horizontal, spacing: spacing,
            content: safeAreaParts(
                bar: _SafeAreaInsetPart(
                    fills: false, alignment: Alignment(horizontal: .center, vertical: alignment), content: content()),
                main: _SafeAreaInsetPart(fills: true, alignment: .center, content: self),
                barFirst: edge == .leading))
    }

    /// Accepted and does nothing: no system bars overlap a GTK window's content, so there
    /// is no safe area to extend into (``GeometryProxy/safeAreaInsets`` is zero).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Accepted and does nothing, as ``ignoresSafeArea(_:edges:)``.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}

/// The bar and the inset content in order along the axis.
@MainActor @ViewBuilder
private func safeAreaParts<Bar: View, Main: View>(bar: Bar, main: Main, barFirst: Bool) -> some View {
    if barFirst {
        bar
        main
    } else {
        main
        bar
    }
}

/// Kinds of safe area, as SwiftUI's `SafeAreaRegions`; GTK has none to ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area system bars and the display's shape leave free.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the on-screen keyboard leaves free.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every kind.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
