/// A straight line across the plot at a value (a resting heart rate, a goal), or a
/// segment between two values, as in Swift Charts.
public struct RuleMark: ChartContent {
    /// Where the rule is; a missing value spans the plot (`RuleMark(y:)` has no x).
    @usableFromInline let x: PlotAxisValue?
    @usableFromInline let xEnd: PlotAxisValue?
    @usableFromInline let y: PlotAxisValue?
    @usableFromInline let yEnd: PlotAxisValue?

    @inlinable
    init(x: PlotAxisValue?, xEnd: PlotAxisValue?, y: PlotAxisValue?, yEnd: PlotAxisValue?) {
        self.x = x
        self.xEnd = xEnd
        self.y = y
        self.yEnd = yEnd
    }

    /// A horizontal line across the plot at `y`.
    @inlinable
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        self.init(x: nil, xEnd: nil, y: y.axisValue, yEnd: nil)
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        self.init(x: xStart.axisValue, xEnd: xEnd.axisValue, y: y.axisValue, yEnd: nil)
    }

    /// A vertical line across the plot at `x`.
    @inlinable
    public init<X: Plottable>(x: PlottableValue<X>) {
        self.init(x: x.axisValue, xEnd: nil, y: nil, yEnd: nil)
    }

    /// A vertical segment at `x` from `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        self.init(x: x.axisValue, xEnd: nil, y: yStart.axisValue, yEnd: yEnd.axisValue)
    }

    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        collector.add(.rule, x: x, x2: xEnd, y: y, y2: yEnd)
    }
}
