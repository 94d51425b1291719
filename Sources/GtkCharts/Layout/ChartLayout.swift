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
        let font = hasText ? LabelFont(for: widget) : nil
        let lineHeight = font.map { TextLabel("0", font: $0, widget: widget).height } ?? 0

        // The legend and the x axis take rows at the bottom; the y axis a column at the right.
        let legendHeight = legendNames.isEmpty ? 0 : lineHeight + 2 * Self.gap
        let xAxisHeight = configuration.showsXAxis
            ? lineHeight + Self.gap + (configuration.xMarks == nil ? 0 : AxisMarkLayout.tickLength) : 0
        // Value labels are centred on their gridlines: half a line above the plot, and below
        // it when no x axis makes room.
        let legendOnTop = configuration.legendPosition == .top && !legendNames.isEmpty
        let top = (configuration.showsYAxis ? (lineHeight / 2).rounded(.up) : 0) + (legendOnTop ? legendHeight : 0)
        let bottom = configuration.showsXAxis || !legendNames.isEmpty ? 0 : top
        let plotHeight = max(Self.minimumPlot, height - top - bottom - xAxisHeight - legendHeight)

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
        let plotWidth = max(Self.minimumPlot, width - yAxisWidth)
        let plot = Rect(x: yLeading ? width - plotWidth : 0, y: top, width: plotWidth, height: plotHeight)
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
        y = yDomain.scale(from: plot.maxY - yInset, to: plot.y + yInset)

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
                if item.tick { ticks.append(Rect(x: position, y: plot.maxY, width: pixel, height: tickLength)) }
                guard let text = item.label else { continue }
                var label = TextLabel(text, font: font, widget: widget)
                let left = min(max(position - label.width / 2, 0), width - label.width)
                // Labels never overlap: one that would is left out.
                guard left >= lastLabelEnd + Self.gap else { continue }
                label.origin = Point(x: left, y: plot.maxY + xTickLength + Self.gap / 2)
                labels.append(label)
                lastLabelEnd = left + label.width
            }
        }
        var legendX = plot.x
        let legendY = legendOnTop ? Self.gap : plot.maxY + xAxisHeight + Self.gap
        for (index, name) in legendNames.enumerated() {
            guard let font else { break }
            var label = TextLabel(name, font: font, widget: widget)
            let diameter = (lineHeight * 0.6).rounded()
            let symbol = Rect(x: legendX, y: legendY + (label.height - diameter) / 2, width: diameter, height: diameter)
            label.origin = Point(x: legendX + diameter + Self.gap, y: legendY)
            let color = configuration.seriesColors[name]?.resolve(in: widget)
                ?? ThemeColors.palette[index % ThemeColors.palette.count]
            legend.append((symbol, color, label))
            legendX = label.origin.x + label.width + 3 * Self.gap
        }

        let geometry = SeriesGeometry(
            x: x, y: y, plot: plot, scaleFactor: scaleFactor, colors: colors, widget: widget,
            seriesNames: data.seriesNames, seriesColors: configuration.seriesColors, barsAreHorizontal: model.barsAreHorizontal)
        for series in data.series { commands.append(contentsOf: geometry.commands(for: series)) }
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
