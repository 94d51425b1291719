/// A straight line across the plot at a value (a resting heart rate, a goal), or a
/// segment between two values, as in Swift Charts.
public struct RuleMark: ChartContent {
    @usableFromInline let spec: MarkSpec

    /// A horizontal line across the plot at `y`.
    @inlinable
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, y: y.axisValue)
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
    ) {
        spec = MarkSpec(kind: .rule, x: xStart.axisValue, x2: xEnd.axisValue, y: y.axisValue)
    }

    /// A vertical line across the plot at `x`.
    @inlinable
    public init<X: Plottable>(x: PlottableValue<X>) {
        spec = MarkSpec(kind: .rule, x: x.axisValue)
    }

    /// A vertical segment at `x` from `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        spec = MarkSpec(kind: .rule, x: x.axisValue, y: yStart.axisValue, y2: yEnd.axisValue)
    }

    public func _collect(into collector: _ChartContentCollector) { collector.add(spec) }
}
