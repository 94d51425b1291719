import GtkUI

/// Everything a chart draws at one size: the plot area, scales, gridlines and labels, the
/// legend, and each series' drawing commands in pixels. Made when the data, the size or
/// the theme changes; hover read-outs use its scales.
@MainActor
struct ChartLayout {
    let width: Double
    let height: Double
    /// The area marks are drawn in (and clipped to).
    let plot: Rect
    let x: Scale
    let y: Scale
    var gridlines: [Rect] = []
    /// Axis ticks (``AxisTick``), outside the plot.
    var ticks: [Rect] = []
    var labels: [TextLabel] = []
    var legend: [(symbol: Rect, color: RGBA, label: TextLabel)] = []
    var commands: [DrawCommand] = []
    /// The marks' annotations (`.annotation`), placed next to their marks.
    var annotations: [(label: TextLabel, color: RGBA?)] = []

    /// Vertical space around labels, and the gap between labels and the plot.
    private static let gap = 4.0
    /// The plot is at least this big, whatever the axes take.
    static let minimumPlot = 16.0

    init(model: ChartModel, width: Double, height: Double, scaleFactor: Double, colors: ThemeColors, widget: GTK.Widget) {
        self.width = width
        self.height = height
        let data = model.data
        let configuration = model.configuration
        // Sparklines (no axes, no legend) have no text to lay out.
        let legendNames = configuration.legend == .hidden ? [] : data.seriesNames
        let hasText = configuration.showsXAxis || configuration.showsYAxis || !legendNames.isEmpty
            || !data.annotations.isEmpty
        let font = hasText ? LabelFont(for: widget) : nil
        let lineHeight = font.map { TextLabel("0", font: $0, widget: widget).height } ?? 0

        // Legend entries: a dot and a name each.
        let legendLabels = font.map { font in legendNames.map { TextLabel($0, font: font, widget: widget) } } ?? []
        let legendSide = legendNames.isEmpty ? nil : configuration.legendPosition.side
        let legendInRow = legendSide != nil && legendSide != .leading && legendSide != .trailing
        let dotDiameter = (lineHeight * 0.6).rounded()
        let legendWidth = legendInRow || legendSide == nil
            ? 0 : (legendLabels.map(\.width).max() ?? 0) + dotDiameter + 3 * Self.gap

        // The legend (in a row) and the x axis take rows below the plot, or above it; the y
        // axis a column at the trailing side, or the leading one; a legend at the side a
        // column beyond it.
        let legendHeight = legendInRow ? lineHeight + 2 * Self.gap : 0
        let xOnTop = configuration.xMarks?.position == .top
        let xAxisHeight = configuration.showsXAxis
            ? lineHeight + Self.gap + (configuration.xMarks == nil ? 0 : AxisMarkLayout.tickLength) : 0
        // Value labels are centred on their gridlines: half a line beyond the plot where no
        // x axis or legend row makes room.
        let legendOnTop = legendInRow && (legendSide == .top || legendSide == .topLeading || legendSide == .topTrailing)
        let halfLine = configuration.showsYAxis ? (lineHeight / 2).rounded(.up) : 0
        let top = (legendOnTop ? legendHeight : 0) + (xOnTop ? xAxisHeight : halfLine)
        let legendBelow = legendInRow && !legendOnTop
        let belowPlot = xOnTop || !configuration.showsXAxis ? (legendBelow ? 0 : halfLine) : xAxisHeight
        let bottom = (legendBelow ? legendHeight : 0) + belowPlot
        let plotHeight = max(Self.minimumPlot, height - top - bottom)

        var yDomain = AxisDomain.resolve(
            axis: data.y, extent: model.yExtent, wantsZero: model.yWantsZero, spec: configuration.yDomain)
        let yTickCount = max(2, Int(plotHeight / 30))
        yDomain.roundOut(ticks: yTickCount)
        let yItems = configuration.showsYAxis
            ? AxisMarkLayout.items(marks: configuration.yMarks, domain: yDomain, count: yTickCount) : []
        let yLabels = font.map { font in
            yItems.map { item in item.label.map { TextLabel($0, font: font, widget: widget) } }
        } ?? []
        let yTickLength = yItems.contains(where: \.tick) ? AxisMarkLayout.tickLength : 0
        let yLabelWidth = yLabels.compactMap { $0?.width }.max()
        let yAxisWidth = configuration.showsYAxis ? (yLabelWidth.map { $0 + 2 * Self.gap } ?? 0) + yTickLength : 0
        // Swift Charts puts the y axis on the trailing side unless told `.leading`.
        let yLeading = configuration.yMarks?.position == .leading
        let plotWidth = max(Self.minimumPlot, width - yAxisWidth - legendWidth)
        let plotX = (legendSide == .leading ? legendWidth : 0) + (yLeading ? yAxisWidth : 0)
        let plot = Rect(x: plotX, y: top, width: plotWidth, height: plotHeight)
        self.plot = plot

        var xDomain = AxisDomain.resolve(
            axis: data.x, extent: model.xExtent, wantsZero: model.xWantsZero, spec: configuration.xDomain)
        let xTickCount = max(2, Int(plot.width / 90))
        xDomain.roundOut(ticks: xTickCount)
        let xItems = configuration.showsXAxis
            ? AxisMarkLayout.items(marks: configuration.xMarks, domain: xDomain, count: xTickCount) : []

        // Continuous axes keep symbols and line ends at the edges inside the plot.
        let inset = model.markInset
        let xInset = xDomain.kind == .category ? 0 : inset
        let yInset = yDomain.kind == .category ? 0 : inset
        x = xDomain.scale(from: plot.x + xInset, to: plot.maxX - xInset)
        // Numbers and dates go up; categories go down the plot in order, as Swift Charts lists them.
        y = yDomain.kind == .category
            ? yDomain.scale(from: plot.y, to: plot.maxY)
            : yDomain.scale(from: plot.maxY - yInset, to: plot.y + yInset)

        let pixel = 1 / scaleFactor
        let tickLength = AxisMarkLayout.tickLength
        for (item, label) in zip(yItems, yLabels) {
            let position = snap(y.linear(item.position), scaleFactor)
            guard position >= plot.y - 0.5, position <= plot.maxY + 0.5 else { continue }
            if item.gridLine { gridlines.append(Rect(x: plot.x, y: position, width: plot.width, height: pixel)) }
            if item.tick {
                ticks.append(Rect(x: yLeading ? plot.x - tickLength : plot.maxX, y: position, width: tickLength, height: pixel))
            }
            guard var label else { continue }
            let left = yLeading ? plot.x - yTickLength - Self.gap - label.width : plot.maxX + yTickLength + Self.gap
            label.origin = Point(x: left, y: position - label.height / 2)
            labels.append(label)
        }
        let xTickLength = xItems.contains(where: \.tick) ? tickLength : 0
        if let font {
            var lastLabelEnd = -Double.infinity
            for item in xItems {
                let position = snap(x.linear(item.position), scaleFactor)
                guard position >= plot.x - 0.5, position <= plot.maxX + 0.5 else { continue }
                if item.gridLine { gridlines.append(Rect(x: position, y: plot.y, width: pixel, height: plot.height)) }
                if item.tick {
                    ticks.append(Rect(x: position, y: xOnTop ? plot.y - tickLength : plot.maxY, width: pixel, height: tickLength))
                }
                guard let text = item.label else { continue }
                var label = TextLabel(text, font: font, widget: widget)
                let left = min(max(position - label.width / 2, 0), width - label.width)
                // Labels never overlap: one that would is left out.
                guard left >= lastLabelEnd + Self.gap else { continue }
                label.origin = Point(
                    x: left,
                    y: xOnTop ? plot.y - xTickLength - Self.gap / 2 - label.height : plot.maxY + xTickLength + Self.gap / 2)
                labels.append(label)
                lastLabelEnd = left + label.width
            }
        }
        // A row starts at the plot's leading edge; a column is centred on the plot.
        var legendX = legendSide == .leading ? Self.gap : legendSide == .trailing ? width - legendWidth + 2 * Self.gap : plot.x
        let columnHeight = Double(legendLabels.count) * (lineHeight + Self.gap) - Self.gap
        var legendY = legendOnTop ? Self.gap
            : legendInRow ? plot.maxY + belowPlot + Self.gap
            : max(0, plot.y + (plot.height - columnHeight) / 2)
        for (index, entry) in zip(legendNames, legendLabels).enumerated() {
            let name = entry.0
            var label = entry.1
            let symbol = Rect(x: legendX, y: legendY + (label.height - dotDiameter) / 2, width: dotDiameter, height: dotDiameter)
            label.origin = Point(x: legendX + dotDiameter + Self.gap, y: legendY)
            let color = configuration.seriesColors[name]?.resolve(in: widget)
                ?? ThemeColors.palette[index % ThemeColors.palette.count]
            legend.append((symbol, color, label))
            if legendInRow {
                legendX = label.origin.x + label.width + 3 * Self.gap
            } else {
                legendY += lineHeight + Self.gap
            }
        }

        let geometry = SeriesGeometry(
            x: x, y: y, plot: plot, scaleFactor: scaleFactor, colors: colors, widget: widget,
            seriesNames: data.seriesNames, seriesColors: configuration.seriesColors, barsAreHorizontal: model.barsAreHorizontal, positionGroups: model.positionGroups)
        for series in data.series { commands.append(contentsOf: geometry.commands(for: series)) }
        if let font, !data.annotations.isEmpty {
            var contexts: [Int: SeriesGeometry.BarContext] = [:]
            for annotation in data.annotations where !annotation.spec.text.isEmpty {
                guard let anchor = geometry.anchor(of: annotation, in: data, contexts: &contexts) else { continue }
                var label = TextLabel(annotation.spec.text, font: font, widget: widget)
                let series = data.series[annotation.series]
                let automatic: AnnotationPosition.Side
                if series.kind == .bar, model.barsAreHorizontal {
                    automatic = series.value(at: annotation.index, horizontal: true) < 0 ? .leading : .trailing
                } else if series.kind == .bar {
                    automatic = series.value(at: annotation.index, horizontal: false) < 0 ? .bottom : .top
                } else {
                    automatic = .top
                }
                let origin = AnnotationPlacement.origin(
                    width: label.width, height: label.height, anchor: anchor, spec: annotation.spec, automatic: automatic)
                // Kept inside the chart (an annotation above a rule across the plot).
                label.origin = Point(x: min(max(origin.x, 0), max(0, width - label.width)),
                                     y: min(max(origin.y, 0), max(0, height - label.height)))
                annotations.append((label, annotation.spec.color?.resolve(in: widget)))
            }
        }
    }
}

/// `value` rounded to the nearest device pixel.
func snap(_ value: Double, _ scaleFactor: Double) -> Double {
    (value * scaleFactor).rounded() / scaleFactor
}

/// Where to centre a line `width` wide near `value` so that it covers whole device pixels:
/// on a pixel's centre when it is an odd number of device pixels wide, on a boundary
/// otherwise.
func snapLine(_ value: Double, width: Double, _ scaleFactor: Double) -> Double {
    let pixels = Int((width * scaleFactor).rounded())
    guard pixels % 2 == 1 else { return snap(value, scaleFactor) }
    return ((value * scaleFactor).rounded(.down) + 0.5) / scaleFactor
}
