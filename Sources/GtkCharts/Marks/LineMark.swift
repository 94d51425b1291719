/// A line through data points, in `x` order, as in Swift Charts. Marks with a different
/// `series` (or `.foregroundStyle(by:)` value) make separate lines.
public struct LineMark: ChartContent {
    @usableFromInline let spec: MarkSpec

    /// A point of the line.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .line, x: x.axisValue, y: y.axisValue)
    }

    /// A point of the line named by `series`.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        spec = MarkSpec(kind: .line, x: x.axisValue, y: y.axisValue, series: series.axisValue)
    }

    public func _collect(into collector: _ChartContentCollector) { collector.add(spec) }
}
