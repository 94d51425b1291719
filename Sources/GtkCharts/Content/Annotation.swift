import Foundation
import GtkUI

/// Where an annotation goes relative to its mark, as Swift Charts' `AnnotationPosition`.
/// `.automatic` is above a vertical bar (below one that goes down), after a horizontal
/// bar, and above points and lines; `.overlay` centres it on the mark.
///
/// `chartLegend(position:)` takes it too: GtkCharts draws `.top` (`.topLeading`,
/// `.topTrailing`) and `.bottom` (the default, and the other corners) in one row above or
/// below the plot (from its leading edge unless the legend's alignment says otherwise);
/// `.leading` and `.trailing` in a column beside it (centred on it unless aligned);
/// `.overlay` and `.automatic` as `.bottom`.
public struct AnnotationPosition: Hashable, Sendable {
    enum Side: Hashable, Sendable {
        case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    let side: Side

    public static let automatic = AnnotationPosition(side: .automatic)
    public static let top = AnnotationPosition(side: .top)
    public static let bottom = AnnotationPosition(side: .bottom)
    public static let leading = AnnotationPosition(side: .leading)
    public static let trailing = AnnotationPosition(side: .trailing)
    public static let overlay = AnnotationPosition(side: .overlay)
    public static let topLeading = AnnotationPosition(side: .topLeading)
    public static let topTrailing = AnnotationPosition(side: .topTrailing)
    public static let bottomLeading = AnnotationPosition(side: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(side: .bottomTrailing)
}

/// An annotation as marks collect it: where it goes and the view it shows.
struct ChartAnnotationSpec: Equatable {
    let position: AnnotationPosition
    let alignment: Alignment
    /// The gap between the mark and the annotation, in points.
    let spacing: Double
    /// The view, hosted over the chart (see ``ChartAnnotationHosts``).
    let content: AnyView

    /// Equal placements: the views are not compared (a chart gives its hosts the new views
    /// on every update, whether its marks changed or not).
    static func == (lhs: ChartAnnotationSpec, rhs: ChartAnnotationSpec) -> Bool {
        lhs.position == rhs.position && lhs.alignment == rhs.alignment && lhs.spacing == rhs.spacing
    }
}

/// One mark's annotation: its spec, the mark (series and index) and the mark's values.
struct ChartAnnotation: Equatable {
    let spec: ChartAnnotationSpec
    let series: Int
    let index: Int
    let x: Double
    let y: Double
}

/// Chart content whose marks carry an annotation, as `.annotation` makes.
public struct _AnnotatedChartContent<Content: ChartContent>: ChartContent {
    @usableFromInline let content: Content
    let spec: ChartAnnotationSpec

    @inlinable
    public func _collect(into collector: _ChartContentCollector) {
        let saved = collector.beginAnnotation(_spec)
        content._collect(into: collector)
        collector.endAnnotation(saved)
    }

    /// The spec, for the inlinable collection.
    @usableFromInline var _spec: ChartAnnotationSpecBox { ChartAnnotationSpecBox(spec: spec) }
}

/// An annotation spec handed through inlinable code.
@usableFromInline
struct ChartAnnotationSpecBox {
    let spec: ChartAnnotationSpec
}

extension ChartContent {
    /// Shows `content` next to each mark of this content, as in Swift Charts: above a bar
    /// with its value, say (`.annotation(position: .top) { Text("\(sale.amount)") }`), or
    /// any view — an image, a capsule with a label, a small stack.
    ///
    /// The view is a real GtkUI view hosted over the chart (in the chart's environment as
    /// it was when the annotation first appeared), at its natural size: outside the side of
    /// the mark `position` names (`.automatic`: above a vertical bar, below one that goes
    /// down, after a horizontal bar, above points and lines; `.overlay`: on the mark),
    /// `spacing` away (4 points by default), and aligned along that side by `alignment`
    /// (`.leading` starts it at the mark's leading edge). An annotation is kept inside the
    /// chart's bounds. A point's or line's mark is its point, a bar's or rectangle's its
    /// rectangle, a rule's its line.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        _AnnotatedChartContent(
            content: self,
            spec: ChartAnnotationSpec(position: position, alignment: alignment, spacing: spacing.map { Double($0) } ?? 4,
                                     content: AnyView(content())))
    }
}
