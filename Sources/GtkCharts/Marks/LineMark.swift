/// A line through data points, in `x` order, as in Swift Charts. Marks with a different
/// `series` (or `.foregroundStyle(by:)` value) make separate lines.
public struct LineMark: ChartContent {
    @usableFromInline let x: PlotAxisValue
    @usableFromInline let y: PlotAxisValue
    @usableFromInline let series: PlotAxisValue?

    /// A point of the line.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.x = x.axisValue
        self.y = y.axisValue
        series = nil
    }

    /// A point of the line named by `series`.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        self.x = x.axisValue
        self.y = y.axisValue
        self.series = series.axisValue
    }

    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        collector.add(.line, x: x, y: y, series: series)
    }
}
