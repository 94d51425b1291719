/// The area under a line (down to zero) or between two values, as in Swift Charts.
public struct AreaMark: ChartContent {
    @usableFromInline let spec: MarkSpec

    /// The area from zero up to `y` at `x`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, x: x.axisValue, y: y.axisValue)
    }

    /// The area from `yStart` to `yEnd` at `x`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        spec = MarkSpec(kind: .area, x: x.axisValue, y: yEnd.axisValue, y2: yStart.axisValue)
    }

    public func _collect(into collector: _ChartContentCollector) { collector.add(spec) }
}
