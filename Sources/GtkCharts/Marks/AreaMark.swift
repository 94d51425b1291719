/// The area under a line (down to zero) or between two values, as in Swift Charts.
public struct AreaMark: ChartContent {
    @usableFromInline let x: PlotAxisValue
    /// The top of the area, and where it starts (zero when `nil`).
    @usableFromInline let y: PlotAxisValue
    @usableFromInline let yStart: PlotAxisValue?

    /// The area from zero up to `y` at `x`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.x = x.axisValue
        self.y = y.axisValue
        yStart = nil
    }

    /// The area from `yStart` to `yEnd` at `x`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        self.x = x.axisValue
        y = yEnd.axisValue
        self.yStart = yStart.axisValue
    }

    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        collector.add(.area, x: x, y: y, y2: yStart)
    }
}
