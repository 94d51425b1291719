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
        let xAxisHeight = configuration.showsXAxis ? lineHeight + Self.gap : 0
        // Value labels are centred on their gridlines: half a line above the plot, and below
        // it when no x axis makes room.
        let top = configuration.showsYAxis ? (lineHeight / 2).rounded(.up) : 0
        let bottom = configuration.showsXAxis || !legendNames.isEmpty ? 0 : top
        let plotHeight = max(Self.minimumPlot, height - top - bottom - xAxisHeight - legendHeight)

        var yDomain = AxisDomain.resolve(
            axis: data.y, extent: model.yExtent, wantsZero: model.yWantsZero, spec: configuration.yDomain)
        let yTickCount = max(2, Int(plotHeight / 30))
        yDomain.roundOut(ticks: yTickCount)
        let yTicks = configuration.showsYAxis ? yDomain.ticks(count: yTickCount) : []
        let yLabels = font.map { font in yTicks.map { TextLabel($0.label, font: font, widget: widget) } } ?? []
        let yAxisWidth = configuration.showsYAxis ? (yLabels.map(\.width).max() ?? 0) + 2 * Self.gap : 0
        let plot = Rect(x: 0, y: top, width: max(Self.minimumPlot, width - yAxisWidth), height: plotHeight)
        self.plot = plot

        var xDomain = AxisDomain.resolve(
            axis: data.x, extent: model.xExtent, wantsZero: model.xWantsZero, spec: configuration.xDomain)
        let xTickCount = max(2, Int(plot.width / 90))
        xDomain.roundOut(ticks: xTickCount)
        let xTicks = configuration.showsXAxis ? xDomain.ticks(count: xTickCount) : []

        // Continuous axes keep symbols and line ends at the edges inside the plot.
        let inset = model.markInset
        let xInset = xDomain.kind == .category ? 0 : inset
        let yInset = yDomain.kind == .category ? 0 : inset
        x = xDomain.scale(from: plot.x + xInset, to: plot.maxX - xInset)
        y = yDomain.scale(from: plot.maxY - yInset, to: plot.y + yInset)

        let pixel = 1 / scaleFactor
        for (tick, var label) in zip(yTicks, yLabels) {
            let position = snap(y.linear(tick.position), scaleFactor)
            guard position >= plot.y - 0.5, position <= plot.maxY + 0.5 else { continue }
            gridlines.append(Rect(x: plot.x, y: position, width: plot.width, height: pixel))
            label.origin = Point(x: plot.maxX + Self.gap, y: position - label.height / 2)
            labels.append(label)
        }
        if let font {
            var lastLabelEnd = -Double.infinity
            for tick in xTicks {
                let position = snap(x.linear(tick.position), scaleFactor)
                guard position >= plot.x - 0.5, position <= plot.maxX + 0.5 else { continue }
                if xDomain.kind != .category {
                    gridlines.append(Rect(x: position, y: plot.y, width: pixel, height: plot.height))
                }
                var label = TextLabel(tick.label, font: font, widget: widget)
                let left = min(max(position - label.width / 2, 0), width - label.width)
                // Labels never overlap: one that would is left out.
                guard left >= lastLabelEnd + Self.gap else { continue }
                label.origin = Point(x: left, y: plot.maxY + Self.gap / 2)
                labels.append(label)
                lastLabelEnd = left + label.width
            }
        }
        var legendX = plot.x
        let legendY = plot.maxY + xAxisHeight + Self.gap
        for (index, name) in legendNames.enumerated() {
            guard let font else { break }
            var label = TextLabel(name, font: font, widget: widget)
            let diameter = (lineHeight * 0.6).rounded()
            let symbol = Rect(x: legendX, y: legendY + (label.height - diameter) / 2, width: diameter, height: diameter)
            label.origin = Point(x: legendX + diameter + Self.gap, y: legendY)
            legend.append((symbol, ThemeColors.palette[index % ThemeColors.palette.count], label))
            legendX = label.origin.x + label.width + 3 * Self.gap
        }

        let geometry = SeriesGeometry(
            x: x, y: y, plot: plot, scaleFactor: scaleFactor, colors: colors, widget: widget,
            seriesNames: data.seriesNames, barsAreHorizontal: model.barsAreHorizontal)
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
