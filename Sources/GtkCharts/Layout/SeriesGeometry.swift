import GtkUI

/// One thing to draw, in pixels.
enum DrawCommand {
    case stroke(PathData, RGBA, width: Double, dash: [Double])
    case fill(PathData, RGBA)
    case rects([Rect], RGBA)
    case symbols([Point], _ChartSymbol, diameter: Double, RGBA)
}

/// Turns series into drawing commands with the chart's scales.
@MainActor
struct SeriesGeometry {
    let x: Scale
    let y: Scale
    let plot: Rect
    let scaleFactor: Double
    let colors: ThemeColors
    let widget: GTK.Widget
    let seriesNames: [String]
    /// `chartForegroundStyleScale`: colours by series name.
    let seriesColors: [String: Color]
    let barsAreHorizontal: Bool
    /// The `.position(by:)` groups of the bars (see ``ChartModel/positionGroups``).
    var positionGroups: [String] = []

    /// Device-pixel columns across the plot, for decimation.
    private var columns: Int { Int((plot.width * scaleFactor).rounded(.up)) }
    private var columnWidth: Double { 1 / scaleFactor }

    /// The color of a series: its own style, its series' palette color, or the chart's.
    func color(of series: MarkSeries) -> RGBA {
        let base: RGBA
        if let foreground = series.style.foreground {
            base = foreground.resolve(in: widget)
        } else if let name = series.style.seriesValue, let mapped = seriesColors[name] {
            base = mapped.resolve(in: widget)
        } else if let name = series.style.seriesValue, let index = seriesNames.firstIndex(of: name) {
            base = ThemeColors.palette[index % ThemeColors.palette.count]
        } else {
            base = colors.marks
        }
        return base.withAlpha(series.style.opacity)
    }

    func commands(for series: MarkSeries) -> [DrawCommand] {
        let color = color(of: series)
        switch series.kind {
        case .line: return line(series, color)
        case .point:
            let points = Decimation.symbols(xs: series.xs, ys: series.ys, x: x, y: y, columnWidth: columnWidth, columns: columns)
            return [.symbols(points, series.style.symbol ?? BasicChartSymbolShape.circle._symbol,
                             diameter: ChartModel.symbolDiameter(series.style), color)]
        case .area: return area(series, color)
        case .bar: return [.rects(bars(series), color)]
        case .rectangle: return [.rects(rectangles(series), color)]
        case .rule: return rules(series, color)
        }
    }

    private func method(_ series: MarkSeries) -> InterpolationMethod.Method {
        series.style.interpolation?.method ?? .linear
    }

    private func line(_ series: MarkSeries, _ color: RGBA) -> [DrawCommand] {
        let lines = Decimation.polylines(xs: series.xs, ys: series.ys, x: x, y: y, columnWidth: columnWidth, columns: columns)
        var path = PathData()
        for points in lines where points.count > 1 {
            Curves.append(points, method: method(series), to: &path)
        }
        let width = series.style.stroke.map { Double($0.lineWidth) } ?? ChartModel.defaultLineWidth
        var commands: [DrawCommand] = []
        if !path.isEmpty {
            commands.append(.stroke(path, color, width: width, dash: series.style.stroke?.dash.map { Double($0) } ?? []))
        }
        if let symbol = series.style.symbol {
            let points = Decimation.symbols(xs: series.xs, ys: series.ys, x: x, y: y, columnWidth: columnWidth, columns: columns)
            commands.append(.symbols(points, symbol, diameter: ChartModel.symbolDiameter(series.style), color))
        }
        return commands
    }

    /// The pixel of zero on `scale`, kept inside the plot (an explicit domain may leave it out).
    fileprivate func baseline(_ scale: Scale, low: Double, high: Double) -> Double {
        let zero = scale.pixel(0)
        return zero.isFinite ? min(max(zero, low), high) : high
    }

    private func area(_ series: MarkSeries, _ color: RGBA) -> [DrawCommand] {
        let tops = Decimation.polylines(xs: series.xs, ys: series.ys, x: x, y: y, columnWidth: columnWidth, columns: columns)
        let hasStarts = series.y2s.contains { $0.isFinite }
        let bottoms = hasStarts
            ? Decimation.polylines(xs: series.xs, ys: series.y2s.map { $0.isFinite ? $0 : 0 }, x: x, y: y,
                                   columnWidth: columnWidth, columns: columns)
            : []
        let base = baseline(y, low: plot.y, high: plot.maxY)
        var path = PathData()
        for (index, top) in tops.enumerated() where top.count > 1 {
            guard let first = top.first, let last = top.last else { continue }
            Curves.append(top, method: method(series), to: &path)
            if hasStarts, bottoms.indices.contains(index) {
                Curves.append(bottoms[index].reversed(), method: method(series), to: &path, continuing: true)
            } else {
                path.line(to: Point(x: last.x, y: base))
                path.line(to: Point(x: first.x, y: base))
            }
            path.close()
        }
        return path.isEmpty ? [] : [.fill(path, color)]
    }

    private func bars(_ series: MarkSeries) -> [Rect] {
        let context = BarContext(self, series)
        return series.xs.indices.compactMap { bar(at: $0, in: series, context) }
    }

    /// What the bars of one series share: their band, thickness and baseline.
    struct BarContext {
        let band: Double
        let dimension: MarkDimension?
        let slots: Double
        let slot: Int?
        let base: Double

        @MainActor
        init(_ geometry: SeriesGeometry, _ series: MarkSeries) {
            let horizontal = geometry.barsAreHorizontal
            band = geometry.barBand(horizontal ? series.ys : series.xs, scale: horizontal ? geometry.y : geometry.x)
            dimension = horizontal ? series.style.barHeight : series.style.barWidth
            // `.position(by:)`: the band is shared by the groups, side by side.
            slots = Double(max(1, geometry.positionGroups.count))
            slot = series.style.positionGroup.flatMap { geometry.positionGroups.firstIndex(of: $0) }
            base = horizontal
                ? geometry.baseline(geometry.x, low: geometry.plot.x, high: geometry.plot.maxX)
                : geometry.baseline(geometry.y, low: geometry.plot.y, high: geometry.plot.maxY)
        }
    }

    /// The rectangle of bar `index` of `series`, `nil` when it is not drawn.
    private func bar(at index: Int, in series: MarkSeries, _ context: BarContext) -> Rect? {
        let (position, value) = barsAreHorizontal ? (y, x) : (x, y)
        let (positions, ends, spans, starts) = barsAreHorizontal
            ? (series.ys, series.xs, series.y2s, series.x2s)
            : (series.xs, series.ys, series.x2s, series.y2s)
        var low = position.pixel(positions[index])
        var high = low
        if spans.indices.contains(index), spans[index].isFinite {
            // A date bar spans its unit, with a small gap to the next.
            high = position.pixel(spans[index])
            let gap = abs(high - low) * 0.1
            (low, high) = (min(low, high) + gap / 2, max(low, high) - gap / 2)
        } else {
            low -= context.band * 0.7 / 2
            high += context.band * 0.7 / 2
        }
        if let slot = context.slot {
            let width = (high - low) / context.slots
            low += Double(slot) * width
            high = low + width
        }
        if let size = context.dimension?.size(inBand: context.slot == nil ? context.band : context.band / context.slots) {
            let middle = (low + high) / 2
            (low, high) = (middle - size / 2, middle + size / 2)
        }
        let end = value.pixel(ends[index])
        let start = starts.indices.contains(index) && starts[index].isFinite ? value.pixel(starts[index]) : context.base
        guard low.isFinite, high.isFinite, end.isFinite, start.isFinite else { return nil }
        return barsAreHorizontal
            ? Rect(x: min(start, end), y: low, width: abs(end - start), height: high - low)
            : Rect(x: low, y: min(start, end), width: high - low, height: abs(end - start))
    }

    /// The area an annotation sits next to: its bar or rectangle, or its point (a rect
    /// without size); for a rule, the middle of its line. `nil` when the mark is not drawn.
    /// `contexts` keeps each bar series' shared figures for the next annotation.
    func anchor(of annotation: ChartAnnotation, in data: ChartData, contexts: inout [Int: BarContext]) -> Rect? {
        guard data.series.indices.contains(annotation.series) else { return nil }
        let series = data.series[annotation.series]
        guard series.xs.indices.contains(annotation.index) else { return nil }
        switch series.kind {
        case .bar:
            let context = contexts[annotation.series] ?? BarContext(self, series)
            contexts[annotation.series] = context
            return bar(at: annotation.index, in: series, context)
        case .rectangle:
            return rectangle(at: annotation.index, in: series)
        case .rule:
            // The rule's line: across the plot, or between its ends.
            let (x1, y1) = (x.pixel(series.xs[annotation.index]), y.pixel(series.ys[annotation.index]))
            let (x2, y2) = (x.pixel(series.x2s[annotation.index]), y.pixel(series.y2s[annotation.index]))
            if y1.isFinite, !y2.isFinite {
                let (left, right) = (x1.isFinite ? x1 : plot.x, x2.isFinite ? x2 : plot.maxX)
                return Rect(x: min(left, right), y: y1, width: abs(right - left), height: 0)
            }
            guard x1.isFinite else { return nil }
            let (top, bottom) = (y2.isFinite ? y2 : plot.y, y1.isFinite ? y1 : plot.maxY)
            return Rect(x: x1, y: min(top, bottom), width: 0, height: abs(bottom - top))
        case .line, .point, .area:
            // Bars and rectangles keep their order; lines and areas were put in x order, so
            // the mark's own values say where it is (a stacked area's top: its column).
            var value = annotation.y
            if series.kind == .area, series.unstackedValues != nil,
               let index = series.xs.indices.first(where: { series.xs[$0] == annotation.x }) {
                value = series.ys[index]
            }
            let point = (x.pixel(annotation.x), y.pixel(value))
            guard point.0.isFinite, point.1.isFinite else { return nil }
            return Rect(x: point.0, y: point.1, width: 0, height: 0)
        }
    }

    /// The band a bar sits in across its position axis: a category's band, or the
    /// smallest gap between positions. Bars take 70 % of it.
    fileprivate func barBand(_ positions: [Double], scale: Scale) -> Double {
        if scale.kind == .category { return scale.bandWidth }
        let pixels = Set(positions.map { scale.pixel($0) }.filter(\.isFinite)).sorted()
        var gap = abs(scale.end - scale.start) / 10
        for index in pixels.indices.dropFirst() { gap = min(gap, pixels[index] - pixels[index - 1]) }
        return max(1 / 0.7, gap)
    }

    /// Rectangles between their x and y ranges; a value without a range fills its category
    /// band, or is `width` (`height`) points across, 20 by default, on a continuous axis.
    private func rectangles(_ series: MarkSeries) -> [Rect] {
        series.xs.indices.compactMap { rectangle(at: $0, in: series) }
    }

    private func rectangle(at index: Int, in series: MarkSeries) -> Rect? {
        guard let (left, right) = span(series.xs[index], series.x2s[index], scale: x, dimension: series.style.barWidth),
              let (top, bottom) = span(series.ys[index], series.y2s[index], scale: y, dimension: series.style.barHeight)
        else { return nil }
        return Rect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
    }

    /// The pixels a rectangle covers along `scale`: from `start` to `end`, or around `start`.
    private func span(_ start: Double, _ end: Double, scale: Scale, dimension: MarkDimension?) -> (Double, Double)? {
        let from = scale.pixel(start)
        guard from.isFinite else { return nil }
        let to = scale.pixel(end)
        if end.isFinite { return to.isFinite ? (from, to) : nil }
        let band = scale.kind == .category ? scale.bandWidth : 20
        let size = dimension?.size(inBand: band) ?? band
        return (from - size / 2, from + size / 2)
    }

    private func rules(_ series: MarkSeries, _ color: RGBA) -> [DrawCommand] {
        let width = series.style.stroke.map { Double($0.lineWidth) } ?? 1
        var path = PathData()
        for index in series.xs.indices {
            let (x1, y1) = (x.pixel(series.xs[index]), y.pixel(series.ys[index]))
            let (x2, y2) = (x.pixel(series.x2s[index]), y.pixel(series.y2s[index]))
            if y1.isFinite, !y2.isFinite {  // horizontal, across the plot or from x1 to x2
                let row = snapLine(y1, width: width, scaleFactor)
                path.move(to: Point(x: x1.isFinite ? x1 : plot.x, y: row))
                path.line(to: Point(x: x2.isFinite ? x2 : plot.maxX, y: row))
            } else if x1.isFinite {  // vertical
                let column = snapLine(x1, width: width, scaleFactor)
                path.move(to: Point(x: column, y: y1.isFinite ? y1 : plot.maxY))
                path.line(to: Point(x: column, y: y2.isFinite ? y2 : plot.y))
            }
        }
        return path.isEmpty ? [] : [.stroke(path, color, width: width, dash: series.style.stroke?.dash.map { Double($0) } ?? [])]
    }
}
