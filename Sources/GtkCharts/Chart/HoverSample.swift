import GtkUI

/// The sample nearest the pointer on a detail chart: where it is drawn and what it reads.
struct HoverSample: Equatable {
    let series: Int
    let index: Int
    let point: Point
    let color: RGBA
    /// The read-out: the x value, then the y value with its name.
    let text: String

    /// The sample of a line, area, point or bar series nearest to `location` along x
    /// (then y), or `nil` when the pointer is outside the plot or there is no sample.
    @MainActor
    static func nearest(to location: Point, in layout: ChartLayout, model: ChartModel, geometry: SeriesGeometry) -> HoverSample? {
        guard layout.plot.contains(location) else { return nil }
        var best: (distance: Double, rise: Double, series: Int, index: Int, point: Point)?
        for (seriesIndex, series) in model.data.series.enumerated() where series.kind != .rule && series.kind != .rectangle {
            for index in candidates(in: series, near: location.x, scale: layout.x) {
                let point = Point(x: layout.x.pixel(series.xs[index]), y: layout.y.pixel(series.ys[index]))
                guard point.x.isFinite, point.y.isFinite else { continue }
                let distance = abs(point.x - location.x)
                let rise = abs(point.y - location.y)
                if let current = best, current.distance < distance || (current.distance == distance && current.rise <= rise) {
                    continue
                }
                best = (distance, rise, seriesIndex, index, point)
            }
        }
        guard let best else { return nil }
        let series = model.data.series[best.series]
        let data = model.data
        let xText = ChartFormat.position(
            series.value(at: best.index, horizontal: true), kind: data.x.kind, categories: data.x.categories)
        let yText = ChartFormat.position(
            series.value(at: best.index, horizontal: false), kind: data.y.kind, categories: data.y.categories)
        var valueLine = [data.y.label, yText].compactMap { $0 }.joined(separator: ": ")
        if let name = series.name { valueLine = "\(name) · \(valueLine)" }
        return HoverSample(
            series: best.series, index: best.index, point: best.point,
            color: geometry.color(of: series), text: "\(xText)\n\(valueLine)")
    }

    /// Indices worth measuring: around the pointer's x in a series sorted by x (lines and
    /// areas: a binary search), every index otherwise.
    private static func candidates(in series: MarkSeries, near pixel: Double, scale: Scale) -> [Int] {
        guard series.kind == .line || series.kind == .area, scale.kind != .category, !series.xs.isEmpty else {
            return Array(series.xs.indices)
        }
        let target = scale.position(atPixel: pixel)
        var low = 0
        var high = series.xs.count
        while low < high {
            let middle = (low + high) / 2
            if series.xs[middle] < target { low = middle + 1 } else { high = middle }
        }
        return [low - 1, low].filter { series.xs.indices.contains($0) }
    }
}
