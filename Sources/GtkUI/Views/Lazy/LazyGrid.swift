import Foundation

/// Views in a grid that grows down, as in SwiftUI: columns given by ``GridItem``s (a number
/// of fixed or flexible columns, or as many adaptive ones as fit), over a `GtkFlowBox` with
/// equal cells and nothing to select.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(photos) { PhotoCell(photo: $0) }
/// }
/// ```
///
/// Not lazy: every cell's view is made at once (GTK lays out every child of a flow box).
/// For thousands of items use a ``List``, whose rows are recycled.
public struct LazyVGrid<Content: View>: ContainerRepresentable {
    let lines: GridLines
    let lineSpacing: Int
    public let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        lines = GridLines(columns)
        lineSpacing = spacing.map { Int($0.rounded()) } ?? 8
        self.content = content()
    }

    public func makeWidget(context: Context) -> GTK.FlowBox {
        let box = GTK.FlowBox(.horizontal)
        box.verticalAlign = .start
        return box
    }

    public func updateWidget(_ box: GTK.FlowBox, context: Context) {
        box.setChildrenPerLine(minimum: lines.minimum, maximum: lines.maximum)
        box.setSpacing(columns: lines.spacing, rows: lineSpacing)
    }

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.FlowBox, context: Context) {
        box.setChildren(children, minimumWidth: lines.cellMinimum)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool {
        lines.cellMinimum != previous.lines.cellMinimum
    }
}

/// Views in a grid that grows to the side, as in SwiftUI: rows given by ``GridItem``s, over a
/// vertical `GtkFlowBox`. Not lazy, as ``LazyVGrid``.
public struct LazyHGrid<Content: View>: ContainerRepresentable {
    let lines: GridLines
    let lineSpacing: Int
    public let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        lines = GridLines(rows)
        lineSpacing = spacing.map { Int($0.rounded()) } ?? 8
        self.content = content()
    }

    public func makeWidget(context: Context) -> GTK.FlowBox {
        let box = GTK.FlowBox(.vertical)
        box.horizontalAlign = .start
        return box
    }

    public func updateWidget(_ box: GTK.FlowBox, context: Context) {
        box.setChildrenPerLine(minimum: lines.minimum, maximum: lines.maximum)
        box.setSpacing(columns: lineSpacing, rows: lines.spacing)
    }

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.FlowBox, context: Context) {
        box.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

/// Views a lazy stack or grid keeps in view while scrolling (SwiftUI's section headers and
/// footers). Accepted; GtkUI does not pin them.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
