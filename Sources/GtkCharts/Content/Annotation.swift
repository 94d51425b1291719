import Foundation
import GtkUI

/// Where an annotation goes relative to its mark, as Swift Charts' `AnnotationPosition`.
/// `.automatic` is above a vertical bar (below one that goes down), after a horizontal
/// bar, and above points and lines; `.overlay` centres it on the mark.
///
/// `chartLegend(position:)` takes it too: GtkCharts draws `.top` (`.topLeading`,
/// `.topTrailing`) and `.bottom` (the default, and the other corners) in one row above or
/// below the plot, from its leading edge; `.leading` and `.trailing` in a column beside
/// it, centred on it; `.overlay` and `.automatic` as `.bottom`.
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

/// An annotation as marks collect it: where it goes and what it says.
struct ChartAnnotationSpec: Equatable {
    let position: AnnotationPosition
    let alignment: Alignment
    /// The gap between the mark and the annotation, in points.
    let spacing: Double
    let text: String
    /// The `Text`'s own colour (`.foregroundStyle(.white)`); `nil` for the theme's text colour.
    let color: Color?
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
    /// Draws `content` next to each mark of this content, as in Swift Charts: above a bar
    /// with the value, say (`.annotation(position: .top) { Text("\(sale.amount)") }`).
    ///
    /// GtkCharts draws the annotation's text — the words of the `Text` the content is or
    /// holds, in its colour (`.foregroundStyle(.white)`) or the theme's text colour, in
    /// the chart labels' font (the Text's font aside) — in the chart's drawing; content without a `Text` (an image, a shape)
    /// draws nothing. Views are not hosted as widgets over the chart yet. `alignment` aligns the text along the mark's side (`.leading` starts it at
    /// the mark's leading edge); `spacing` is the gap to the mark (4 points by default).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let view = content()
        let text = ViewText.text(in: view)
        return _AnnotatedChartContent(
            content: self,
            spec: ChartAnnotationSpec(position: position, alignment: alignment, spacing: spacing.map { Double($0) } ?? 4,
                                     text: text?._plainText ?? "", color: text?._foregroundColor))
    }
}
