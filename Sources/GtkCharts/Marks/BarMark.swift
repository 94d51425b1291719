/// A bar from zero to a value, as in Swift Charts: vertical over categories, dates or
/// numbers on x; horizontal when y is the category. A date with a `unit`
/// (`.value("Day", date, unit: .day)`) makes the bar span that unit. Bars at the same
/// position stack (see ``MarkStackingMethod``); `.position(by:)` puts them side by side.
public struct BarMark: ChartContent {
    /// Where the bar is and where it ends; the starts are `nil` for bars from zero.
    @usableFromInline let x: PlotAxisValue
    @usableFromInline let xStart: PlotAxisValue?
    @usableFromInline let y: PlotAxisValue
    @usableFromInline let yStart: PlotAxisValue?
    /// Stacking and thickness, `nil` for the defaults.
    @usableFromInline let options: MarkOptions?

    /// A bar at `x` up to `y` (or at `y` along to `x`, when `y` is a category), `width`
    /// (or `height`, for horizontal bars) thick, stacked on bars at the same position as
    /// `stacking` says.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        self.x = x.axisValue
        xStart = nil
        self.y = y.axisValue
        yStart = nil
        options = MarkOptions.make(stacking: stacking, width: width, height: height)
    }

    /// A vertical bar at `x` from `yStart` to `yEnd` (a floating bar; it does not stack).
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        self.x = x.axisValue
        xStart = nil
        y = yEnd.axisValue
        self.yStart = yStart.axisValue
        options = MarkOptions.make(stacking: .standard, width: width)
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd` (a Gantt chart's task; it does not
    /// stack).
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        x = xEnd.axisValue
        self.xStart = xStart.axisValue
        self.y = y.axisValue
        yStart = nil
        options = MarkOptions.make(stacking: .standard, height: height)
    }

    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        collector.add(.bar, options: options, x: x, x2: xStart, y: y, y2: yStart)
    }
}
