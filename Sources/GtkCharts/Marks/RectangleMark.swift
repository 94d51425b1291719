/// A rectangle, as in Swift Charts: between two values on each axis
/// (`RectangleMark(xStart:xEnd:yStart:yEnd:)`, a highlighted range), or filling a
/// category's band (`RectangleMark(x:y:)` over two category axes: a heat map's cell).
/// On a continuous axis without a range, the rectangle is `width` (or `height`) points
/// across, 20 by default.
public struct RectangleMark: ChartContent {
    @usableFromInline let x: PlotAxisValue?
    @usableFromInline let xEnd: PlotAxisValue?
    @usableFromInline let y: PlotAxisValue?
    @usableFromInline let yEnd: PlotAxisValue?
    @usableFromInline let options: MarkOptions?

    @inlinable
    init(x: PlotAxisValue?, xEnd: PlotAxisValue?, y: PlotAxisValue?, yEnd: PlotAxisValue?, options: MarkOptions?) {
        (self.x, self.xEnd, self.y, self.yEnd, self.options) = (x, xEnd, y, yEnd, options)
    }

    /// The rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        self.init(x: xStart.axisValue, xEnd: xEnd.axisValue, y: yStart.axisValue, yEnd: yEnd.axisValue, options: nil)
    }

    /// A rectangle at (`x`, `y`), `width` by `height` (a category's band by default).
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        self.init(x: x.axisValue, xEnd: nil, y: y.axisValue, yEnd: nil,
                  options: MarkOptions.make(stacking: .standard, width: width, height: height))
    }

    /// A rectangle at `x`, `width` across, from `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        self.init(x: x.axisValue, xEnd: nil, y: yStart.axisValue, yEnd: yEnd.axisValue,
                  options: MarkOptions.make(stacking: .standard, width: width))
    }

    /// A rectangle at `y`, `height` across, from `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        self.init(x: xStart.axisValue, xEnd: xEnd.axisValue, y: y.axisValue, yEnd: nil,
                  options: MarkOptions.make(stacking: .standard, height: height))
    }

    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        collector.add(.rectangle, options: options, x: x, x2: xEnd, y: y, y2: yEnd)
    }
}
