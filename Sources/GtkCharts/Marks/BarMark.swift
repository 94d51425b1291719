/// A bar from zero to a value, as in Swift Charts: vertical over categories, dates or
/// numbers on x; horizontal when y is the category. A date with a `unit`
/// (`.value("Day", date, unit: .day)`) makes the bar span that unit.
public struct BarMark: ChartContent {
    /// Where the bar is and where it ends; the starts are `nil` for bars from zero.
    @usableFromInline let x: PlotAxisValue
    @usableFromInline let xStart: PlotAxisValue?
    @usableFromInline let y: PlotAxisValue
    @usableFromInline let yStart: PlotAxisValue?

    /// A bar at `x` up to `y` (or at `y` along to `x`, when `y` is a category).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.x = x.axisValue
        xStart = nil
        self.y = y.axisValue
        yStart = nil
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        self.x = x.axisValue
        xStart = nil
        y = yEnd.axisValue
        self.yStart = yStart.axisValue
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        x = xEnd.axisValue
        self.xStart = xStart.axisValue
        self.y = y.axisValue
        yStart = nil
    }

    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        collector.add(.bar, x: x, x2: xStart, y: y, y2: yStart)
    }
}
