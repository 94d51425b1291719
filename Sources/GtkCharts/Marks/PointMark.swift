/// A symbol at a data point, as in Swift Charts: a circle unless `.symbol(_:)` says
/// otherwise.
public struct PointMark: ChartContent {
    @usableFromInline let x: PlotAxisValue
    @usableFromInline let y: PlotAxisValue

    /// A symbol at (`x`, `y`).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.x = x.axisValue
        self.y = y.axisValue
    }

    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        collector.add(.point, x: x, y: y)
    }
}
