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
    /// The axis labels that are views (`AxisValueLabel { … }`), hosted over the chart, and
    /// where each goes.
    var hostedLabels: [(key: AxisLabelKey, frame: Rect)] = []
    /// The height the x axis' labels were given.
    private(set) var xLabelHeight = 0.0
    var legend: [(symbol: Rect, color: RGBA, label: TextLabel)] = []
    var commands: [DrawCommand] = []
    /// Where the marks' annotations (`.annotation`) attach, one for each of the data's
    /// annotations (`nil` for a mark not drawn); their hosted views are placed next to
    /// them (``ChartAnnotationHosts``).
    var annotationAnchors: [AnnotationAnchor?] = []

    /// Vertical space around labels, and the gap between labels and the plot.
    private static let gap = 4.0
    /// The plot is at least this big, whatever the axes take.
    static let minimumPlot = 16.0

    /// Lays out `model` at `width` × `height`; `labelViews` sizes the axis labels that are
    /// views (``AxisLabelHosts``; `nil` for axis marks without content, which have none).
    init(model: ChartModel, width: Double, height: Double, scaleFactor: Double, colors: ThemeColors, widget: GTK.Widget,
         labelViews: AxisLabelHosts?) {
        self.width = width
        self.height = height
        let data = model.data
        let configuration = model.configuration
        // Sparklines (no axes, no legend) have no text to lay out.
        let legendNames = configuration.legend == .hidden ? [] : data.seriesNames
        let hasText = configuration.showsXAxis || configuration.showsYAxis || !legendNames.isEmpty
        let font = hasText ? LabelFont(for: widget) : nil
        let lineHeight = font.map { TextLabel("0", font: $0, widget: widget).height } ?? 0

        // Legend entries: a dot and a name each.
        let legendLabels = font.map { font in legendNames.map { TextLabel($0, font: font, widget: widget) } } ?? []
        let legendSide = legendNames.isEmpty ? nil : configuration.legendPosition.side
        let legendInRow = legendSide != nil && legendSide != .leading && legendSide != .trailing
        let dotDiameter = (lineHeight * 0.6).rounded()
        // `chartLegend(spacing:)`: the gap between the plot (with its axes) and the legend.
        let legendSpacing = configuration.legendSpacing ?? (legendInRow ? Self.gap : 2 * Self.gap)
        let legendWidth = legendInRow || legendSide == nil
            ? 0 : (legendLabels.map(\.width).max() ?? 0) + dotDiameter + Self.gap + legendSpacing

        // The legend (in a row) and the x axis take rows below the plot, or above it; the y
        // axis a column at the trailing side, or the leading one; a legend at the side a
        // column beyond it.
        let legendHeight = legendInRow ? lineHeight + Self.gap + legendSpacing : 0
        let xOnTop = configuration.xMarks?.position == .top
        // Label views measured before are as tall as they were (new ones lay out again once hosted).
        let xLabelHeight = max(lineHeight, labelViews?.tallest(on: .x) ?? 0)
        self.xLabelHeight = xLabelHeight
        let xAxisHeight = configuration.showsXAxis
            ? xLabelHeight + Self.gap + (configuration.xMarks == nil ? 0 : AxisMarkLayout.tickLength) : 0
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
        let yLabels = yItems.enumerated().map { index, item in
            AxisLabelBox(item, key: AxisLabelKey(axis: .y, index: index), font: font, widget: widget, views: labelViews)
        }
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
        for (index, (item, label)) in zip(yItems, yLabels).enumerated() {
            let position = snap(y.linear(item.position), scaleFactor)
            guard position >= plot.y - 0.5, position <= plot.maxY + 0.5 else { continue }
            if item.gridLine { gridlines.append(Rect(x: plot.x, y: position, width: plot.width, height: pixel)) }
            if item.tick {
                ticks.append(Rect(x: yLeading ? plot.x - tickLength : plot.maxX, y: position, width: tickLength, height: pixel))
            }
            guard let label else { continue }
            // The label's anchor (its trailing or leading middle by default) at the value,
            // beyond the tick: in the middle of the interval above it when `centered`.
            let placement = item.placement
            let spacing = placement.horizontalSpacing ?? Self.gap
            let edge = yLeading ? plot.x - yTickLength - spacing : plot.maxX + yTickLength + spacing
            let anchor = placement.anchor ?? (yLeading ? .trailing : .leading)
            let centre = placement.centered ? Self.intervalMiddle(yItems, at: index, scale: y) : position
            let origin = Point(x: edge - Double(anchor.x) * label.width, y: centre - Double(anchor.y) * label.height)
            add(label, at: origin)
        }
        let xTickLength = xItems.contains(where: \.tick) ? tickLength : 0
        if font != nil || xItems.contains(where: { $0.labelView != nil }) {
            var lastLabelEnd = -Double.infinity
            for (index, item) in xItems.enumerated() {
                let position = snap(x.linear(item.position), scaleFactor)
                guard position >= plot.x - 0.5, position <= plot.maxX + 0.5 else { continue }
                if item.gridLine { gridlines.append(Rect(x: position, y: plot.y, width: pixel, height: plot.height)) }
                if item.tick {
                    ticks.append(Rect(x: position, y: xOnTop ? plot.y - tickLength : plot.maxY, width: pixel, height: tickLength))
                }
                guard let label = AxisLabelBox(
                    item, key: AxisLabelKey(axis: .x, index: index), font: font, widget: widget, views: labelViews)
                else { continue }
                // The label's anchor (its top or bottom centre by default) at the value,
                // beyond the tick: in the middle of the interval after it when `centered`.
                let placement = item.placement
                let spacing = placement.verticalSpacing ?? Self.gap / 2
                let edge = xOnTop ? plot.y - xTickLength - spacing : plot.maxY + xTickLength + spacing
                let anchor = placement.anchor ?? (xOnTop ? .bottom : .top)
                let centre = placement.centered ? Self.intervalMiddle(xItems, at: index, scale: x) : position
                let left = min(max(centre - Double(anchor.x) * label.width, 0), width - label.width)
                // Labels never overlap: one that would is left out.
                guard left >= lastLabelEnd + Self.gap else { continue }
                add(label, at: Point(x: left, y: edge - Double(anchor.y) * label.height))
                lastLabelEnd = left + label.width
            }
        }
        // `chartLegend(alignment:)`: a row starts at the plot's leading edge (or is centred
        // on it, or ends at its trailing edge); a column is centred on the plot (or starts
        // at its top, or ends at its bottom).
        let alignment = configuration.legendAlignment
        let rowWidth = legendLabels.map { dotDiameter + Self.gap + $0.width }.reduce(0, +)
            + 3 * Self.gap * Double(max(0, legendLabels.count - 1))
        let rowX: Double
        switch alignment?.horizontal {
        case .center?: rowX = plot.x + (plot.width - rowWidth) / 2
        case .trailing?: rowX = plot.maxX - rowWidth
        default: rowX = plot.x
        }
        var legendX = legendSide == .leading ? Self.gap
            : legendSide == .trailing ? width - legendWidth + legendSpacing : max(0, rowX)
        let columnHeight = Double(legendLabels.count) * (lineHeight + Self.gap) - Self.gap
        let columnY: Double
        switch alignment?.vertical {
        case .top?: columnY = plot.y
        case .bottom?: columnY = plot.maxY - columnHeight
        default: columnY = plot.y + (plot.height - columnHeight) / 2
        }
        var legendY = legendOnTop ? Self.gap
            : legendInRow ? plot.maxY + belowPlot + legendSpacing
            : max(0, columnY)
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
        if !data.annotations.isEmpty {
            var contexts: [Int: SeriesGeometry.BarContext] = [:]
            annotationAnchors = data.annotations.map { annotation in
                guard let rect = geometry.anchor(of: annotation, in: data, contexts: &contexts) else { return nil }
                let series = data.series[annotation.series]
                let automatic: AnnotationPosition.Side
                if series.kind == .bar, model.barsAreHorizontal {
                    automatic = series.value(at: annotation.index, horizontal: true) < 0 ? .leading : .trailing
                } else if series.kind == .bar {
                    automatic = series.value(at: annotation.index, horizontal: false) < 0 ? .bottom : .top
                } else {
                    automatic = .top
                }
                return AnnotationAnchor(rect: rect, automatic: automatic)
            }
        }
    }
}

extension ChartLayout {
    /// Puts `label` at `origin`: its text among the drawn labels, its view among the hosted ones.
    private mutating func add(_ label: AxisLabelBox, at origin: Point) {
        if var text = label.text {
            text.origin = origin
            labels.append(text)
        } else if let key = label.key {
            hostedLabels.append((key, Rect(x: origin.x, y: origin.y, width: label.width, height: label.height)))
        }
    }

    /// The pixel halfway between item `index`'s value and the next one's (or, for the last,
    /// as far past it as the interval before it), for labels `centered` in their interval.
    private static func intervalMiddle(_ items: [AxisMarkItem], at index: Int, scale: Scale) -> Double {
        let position = scale.pixel(items[index].position)
        if items.indices.contains(index + 1) { return (position + scale.pixel(items[index + 1].position)) / 2 }
        if index > 0 { return position + (position - scale.pixel(items[index - 1].position)) / 2 }
        return position
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
