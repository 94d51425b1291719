/// Where a chart's legend goes, as in Swift Charts' `AnnotationPosition` for legends:
/// `.bottom` (the default), `.top`, `.leading`, `.trailing`. GtkCharts draws `.top` above
/// the plot and every other position below it, in one row.
public struct _ChartLegendPosition: Hashable, Sendable {
    enum Side: Hashable, Sendable { case automatic, top, bottom, leading, trailing, overlay }
    let side: Side

    public static let automatic = _ChartLegendPosition(side: .automatic)
    public static let top = _ChartLegendPosition(side: .top)
    public static let bottom = _ChartLegendPosition(side: .bottom)
    public static let leading = _ChartLegendPosition(side: .leading)
    public static let trailing = _ChartLegendPosition(side: .trailing)
    public static let overlay = _ChartLegendPosition(side: .overlay)
}
