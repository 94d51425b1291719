/// A scale's range (`.plotDimension(padding:)`, as in Swift Charts); accepted by
/// `chartXScale`/`chartYScale` and not honoured: the scale spans the plot.
public struct _PlotDimensionRange: Sendable {
    public static func plotDimension(startPadding: Double = 0, endPadding: Double = 0) -> _PlotDimensionRange { .init() }
    public static func plotDimension(padding: Double) -> _PlotDimensionRange { .init() }
}

/// A scale's type (`.linear`, `.log`, …, as in Swift Charts' `ScaleType`); accepted and not
/// honoured: GtkCharts' scales are linear.
public struct _ScaleType: Sendable {
    public static let automatic = _ScaleType()
    public static let linear = _ScaleType()
    public static let log = _ScaleType()
    public static let squareRoot = _ScaleType()
    public static let date = _ScaleType()
    public static let category = _ScaleType()
}
