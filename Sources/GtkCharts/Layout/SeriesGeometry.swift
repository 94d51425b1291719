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
    private func baseline(_ scale: Scale, low: Double, high: Double) -> Double {
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
        let (position, value) = barsAreHorizontal ? (y, x) : (x, y)
        let (positions, ends, spans, starts) = barsAreHorizontal
            ? (series.ys, series.xs, series.y2s, series.x2s)
            : (series.xs, series.ys, series.x2s, series.y2s)
        let thickness = barThickness(positions, scale: position)
        let base = barsAreHorizontal
            ? baseline(value, low: plot.x, high: plot.maxX)
            : baseline(value, low: plot.y, high: plot.maxY)
        var rects: [Rect] = []
        for index in positions.indices {
            var low = position.pixel(positions[index])
            var high = low
            if spans.indices.contains(index), spans[index].isFinite {
                // A date bar spans its unit, with a small gap to the next.
                high = position.pixel(spans[index])
                let gap = abs(high - low) * 0.1
                (low, high) = (min(low, high) + gap / 2, max(low, high) - gap / 2)
            } else {
                low -= thickness / 2
                high += thickness / 2
            }
            let end = value.pixel(ends[index])
            let start = starts.indices.contains(index) && starts[index].isFinite ? value.pixel(starts[index]) : base
            guard low.isFinite, high.isFinite, end.isFinite, start.isFinite else { continue }
            rects.append(barsAreHorizontal
                ? Rect(x: min(start, end), y: low, width: abs(end - start), height: high - low)
                : Rect(x: low, y: min(start, end), width: high - low, height: abs(end - start)))
        }
        return rects
    }

    /// How thick bars are across their position axis: most of a category band, or most of
    /// the smallest gap between positions.
    private func barThickness(_ positions: [Double], scale: Scale) -> Double {
        if scale.kind == .category { return scale.bandWidth * 0.7 }
        let pixels = Set(positions.map { scale.pixel($0) }.filter(\.isFinite)).sorted()
        var gap = abs(scale.end - scale.start) / 10
        for index in pixels.indices.dropFirst() { gap = min(gap, pixels[index] - pixels[index - 1]) }
        return max(1, gap * 0.7)
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
