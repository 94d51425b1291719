/// A bar from zero to a value, as in Swift Charts: vertical over categories, dates or
/// numbers on x; horizontal when y is the category. A date with a `unit`
/// (`.value("Day", date, unit: .day)`) makes the bar span that unit.
public struct BarMark: ChartContent {
    @usableFromInline let spec: MarkSpec

    /// A bar at `x` up to `y` (or at `y` along to `x`, when `y` is a category).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .bar, x: x.axisValue, y: y.axisValue)
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        spec = MarkSpec(kind: .bar, x: x.axisValue, y: yEnd.axisValue, y2: yStart.axisValue)
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        spec = MarkSpec(kind: .bar, x: xEnd.axisValue, x2: xStart.axisValue, y: y.axisValue)
    }

    public func _collect(into collector: _ChartContentCollector) { collector.add(spec) }
}
