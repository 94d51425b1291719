/// The area under a line (down to zero) or between two values, as in Swift Charts. Areas
/// of several series at the same x stack (see ``MarkStackingMethod``).
public struct AreaMark: ChartContent {
    @usableFromInline let x: PlotAxisValue
    /// The top of the area, and where it starts (zero when `nil`).
    @usableFromInline let y: PlotAxisValue
    @usableFromInline let yStart: PlotAxisValue?
    @usableFromInline let options: MarkOptions?

    /// The area from zero up to `y` at `x`, stacked on other series' areas as `stacking`
    /// says.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        self.x = x.axisValue
        self.y = y.axisValue
        yStart = nil
        options = MarkOptions.make(stacking: stacking)
    }

    /// The area from `yStart` to `yEnd` at `x` (a band; it does not stack).
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        self.x = x.axisValue
        y = yEnd.axisValue
        self.yStart = yStart.axisValue
        options = nil
    }

    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        collector.add(.area, options: options, x: x, y: y, y2: yStart)
    }
}
