/// A symbol at a data point, as in Swift Charts: a circle unless `.symbol(_:)` says
/// otherwise.
public struct PointMark: ChartContent {
    @usableFromInline let spec: MarkSpec

    /// A symbol at (`x`, `y`).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, x: x.axisValue, y: y.axisValue)
    }

    public func _collect(into collector: _ChartContentCollector) { collector.add(spec) }
}
