import GtkUI

/// What modifiers set on marks; `nil` leaves the chart's default.
@usableFromInline
struct MarkStyle: Hashable {
    /// `.foregroundStyle(_:)`.
    var foreground: Color?
    /// `.foregroundStyle(by:)`: the series the mark belongs to, colored from a palette and
    /// named in the legend.
    var seriesValue: String?
    var symbol: _ChartSymbol?
    /// `.symbolSize(_:)`: the symbol's area in square points.
    var symbolArea: Double?
    var interpolation: InterpolationMethod?
    var stroke: StrokeStyle?
    /// `.opacity(_:)`: multiplies.
    var opacity: Double = 1
}
