import GtkUI

/// What modifiers set on marks; `nil` leaves the chart's default.
@usableFromInline
struct MarkStyle: Hashable {
    /// `.foregroundStyle(_:)`.
    var foreground: Color?
    /// `.foregroundStyle(by:)`: the series the mark belongs to, colored from a palette and
    /// named in the legend.
    var seriesValue: String?
    var symbol: _ChartSymbol?
    /// `.symbolSize(_:)`: the symbol's area in square points.
    var symbolArea: Double?
    var interpolation: InterpolationMethod?
    var stroke: StrokeStyle?
    /// `.opacity(_:)`: multiplies.
    var opacity: Double = 1
    /// `BarMark(…, stacking:)`, `AreaMark(…, stacking:)`; `nil` is `.standard`.
    var stacking: MarkStackingMethod.Method?
    /// `BarMark(…, width:)` / `(…, height:)`: the bar's thickness; `nil` is automatic.
    var barWidth: MarkDimension?
    var barHeight: MarkDimension?
    /// `.position(by:)`: the group the bar is drawn in, side by side with other groups.
    var positionGroup: String?
}

/// What a mark's initializer sets beyond its values (stacking, a bar's thickness), applied
/// to its style only when it is not the default, so that marks without it pay nothing.
@usableFromInline
struct MarkOptions: Equatable {
    var stacking: MarkStackingMethod
    var width: MarkDimension
    var height: MarkDimension

    /// The options, `nil` when they are all the defaults.
    @usableFromInline
    static func make(
        stacking: MarkStackingMethod, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) -> MarkOptions? {
        guard stacking != .standard || width != .automatic || height != .automatic else { return nil }
        return MarkOptions(stacking: stacking, width: width, height: height)
    }

    @usableFromInline
    func apply(to style: inout MarkStyle) {
        if stacking != .standard { style.stacking = stacking.method }
        if width != .automatic { style.barWidth = width }
        if height != .automatic { style.barHeight = height }
    }
}

extension _ChartContentCollector {
    /// Adds a mark whose initializer set `options` (see ``add(_:x:x2:y:y2:series:)``).
    @inlinable @inline(__always)
    func add(_ kind: MarkKind, options: MarkOptions?, x: PlotAxisValue?, x2: PlotAxisValue? = nil,
             y: PlotAxisValue?, y2: PlotAxisValue? = nil) {
        guard let options else { return add(kind, x: x, x2: x2, y: y, y2: y2) }
        let saved = beginStyle { options.apply(to: &$0) }
        add(kind, x: x, x2: x2, y: y, y2: y2)
        endStyle(saved)
    }
}
