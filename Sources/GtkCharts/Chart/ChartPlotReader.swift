import GtkUI

/// Where a chart's plot is and how its scales map values, as the chart last drew: what a
/// ``ChartProxy`` reads. The chart updates it after each new layout; a proxy read before
/// the chart is first drawn finds nothing (`nil` positions and values).
@MainActor
final class ChartPlotReader {
    private(set) var layout: ChartLayout?
    private(set) var data: ChartData?
    /// The chart's widget, whose coordinates the layout is in (`nil` for a reader that
    /// only converts values, and once the chart has left: see ``chartDidLeave()``).
    private(set) var chart: GTK.Widget?

    nonisolated init() {}

    func update(layout: ChartLayout, data: ChartData, chart: GTK.Widget? = nil) {
        self.layout = layout
        self.data = data
        if let chart { self.chart = chart }
    }

    /// Lets go of the chart's widget as the chart leaves (the chart's coordinator holds
    /// this reader, and the widget holds the coordinator).
    func chartDidLeave() {
        chart = nil
    }

    /// The pixel of `value` on `scale` of `axis` (in the chart's coordinates), `nil` when
    /// the value is of another kind or a category the chart does not show.
    func pixel(of value: _PlotValue, scale: Scale, axis: AxisData) -> Double? {
        guard axis.kind == nil || value.kind == scale.kind else { return nil }
        let pixel: Double
        switch value.storage {
        case .number(let number): pixel = scale.pixel(number)
        case .date(let seconds): pixel = scale.pixel(seconds)
        case .category(let name):
            guard let index = axis.categories.firstIndex(of: name) else { return nil }
            pixel = scale.pixel(Double(index))
        }
        return pixel.isFinite ? pixel : nil
    }

    /// The value at `pixel` on `scale` of `axis`: a number, a date, or the category whose
    /// band holds the pixel (`nil` outside every band).
    func value(atPixel pixel: Double, scale: Scale, axis: AxisData) -> _PlotValue? {
        guard pixel.isFinite else { return nil }
        let position = scale.position(atPixel: pixel)
        switch scale.kind {
        case .number: return _PlotValue(.number(position))
        case .date: return _PlotValue(.date(position))
        case .category:
            let band = position.rounded()
            guard let index = scale.bands.firstIndex(of: band), axis.categories.indices.contains(index) else { return nil }
            return _PlotValue(.category(axis.categories[index]))
        }
    }
}
