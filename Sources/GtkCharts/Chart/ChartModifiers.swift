import GtkUI

/// How a chart is laid out, as its modifiers set it in the environment.
struct ChartConfiguration: Equatable {
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var legend: Visibility = .automatic
    var xDomain: _ScaleDomain?
    var yDomain: _ScaleDomain?
    /// The axes' marks from `chartXAxis { }` / `chartYAxis { }`; `nil` for the defaults.
    var xMarks: AxisMarks?
    /// `chartLegend(position:)`: where the legend goes.
    var legendPosition: AnnotationPosition = .automatic
    /// `chartLegend(alignment:spacing:)`: where the legend sits along the plot, and its gap to it.
    var legendAlignment: Alignment?
    var legendSpacing: Double?
    /// `chartForegroundStyleScale`: series names and their colours.
    var seriesColors: [String: Color] = [:]
    var yMarks: AxisMarks?
    /// What an `accessibilityChartDescriptor` says in place of the marks' summary.
    var spokenDescription: ChartSpokenDescription?

    var showsXAxis: Bool { xAxis != .hidden }
    var showsYAxis: Bool { yAxis != .hidden }

    /// The configuration the chart modifiers around a chart set.
    init(_ environment: EnvironmentValues) {
        xAxis = environment[ChartXAxisKey.self]
        yAxis = environment[ChartYAxisKey.self]
        legend = environment[ChartLegendKey.self]
        xDomain = environment[ChartXDomainKey.self]
        yDomain = environment[ChartYDomainKey.self]
        xMarks = environment[ChartXMarksKey.self]
        legendPosition = environment[ChartLegendPositionKey.self]
        legendAlignment = environment[ChartLegendAlignmentKey.self]
        legendSpacing = environment[ChartLegendSpacingKey.self]
        seriesColors = environment[ChartSeriesColorsKey.self]
        yMarks = environment[ChartYMarksKey.self]
        spokenDescription = environment[ChartSpokenDescriptionKey.self]
    }
}

// One key per modifier, so that modifiers set on one chart combine.
private struct ChartXAxisKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct ChartYAxisKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct ChartLegendKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct ChartXDomainKey: EnvironmentKey { static let defaultValue: _ScaleDomain? = nil }
private struct ChartYDomainKey: EnvironmentKey { static let defaultValue: _ScaleDomain? = nil }
private struct ChartLegendPositionKey: EnvironmentKey { static let defaultValue = AnnotationPosition.automatic }
private struct ChartLegendAlignmentKey: EnvironmentKey { static let defaultValue: Alignment? = nil }
private struct ChartLegendSpacingKey: EnvironmentKey { static let defaultValue: Double? = nil }
private struct ChartSeriesColorsKey: EnvironmentKey { static let defaultValue: [String: Color] = [:] }
private struct ChartXMarksKey: EnvironmentKey { static var defaultValue: AxisMarks? { nil } }
private struct ChartYMarksKey: EnvironmentKey { static var defaultValue: AxisMarks? { nil } }
private struct ChartSpokenDescriptionKey: EnvironmentKey { static let defaultValue: ChartSpokenDescription? = nil }

/// A chart's accessible label and description, from an ``AXChartDescriptor``.
struct ChartSpokenDescription: Equatable, Sendable {
    let label: String?
    let description: String
}

extension EnvironmentValues {
    fileprivate var chartXAxis: Visibility {
        get { self[ChartXAxisKey.self] }
        set { self[ChartXAxisKey.self] = newValue }
    }

    fileprivate var chartYAxis: Visibility {
        get { self[ChartYAxisKey.self] }
        set { self[ChartYAxisKey.self] = newValue }
    }

    fileprivate var chartLegend: Visibility {
        get { self[ChartLegendKey.self] }
        set { self[ChartLegendKey.self] = newValue }
    }

    fileprivate var chartSpokenDescription: ChartSpokenDescription? {
        get { self[ChartSpokenDescriptionKey.self] }
        set { self[ChartSpokenDescriptionKey.self] = newValue }
    }

    fileprivate var chartLegendPosition: AnnotationPosition {
        get { self[ChartLegendPositionKey.self] }
        set { self[ChartLegendPositionKey.self] = newValue }
    }

    fileprivate var chartLegendAlignment: Alignment? {
        get { self[ChartLegendAlignmentKey.self] }
        set { self[ChartLegendAlignmentKey.self] = newValue }
    }

    fileprivate var chartLegendSpacing: Double? {
        get { self[ChartLegendSpacingKey.self] }
        set { self[ChartLegendSpacingKey.self] = newValue }
    }

    fileprivate var chartSeriesColors: [String: Color] {
        get { self[ChartSeriesColorsKey.self] }
        set { self[ChartSeriesColorsKey.self] = newValue }
    }

    fileprivate var chartXMarks: AxisMarks? {
        get { self[ChartXMarksKey.self] }
        set { self[ChartXMarksKey.self] = newValue }
    }

    fileprivate var chartYMarks: AxisMarks? {
        get { self[ChartYMarksKey.self] }
        set { self[ChartYMarksKey.self] = newValue }
    }

    fileprivate var chartXDomain: _ScaleDomain? {
        get { self[ChartXDomainKey.self] }
        set { self[ChartXDomainKey.self] = newValue }
    }

    fileprivate var chartYDomain: _ScaleDomain? {
        get { self[ChartYDomainKey.self] }
        set { self[ChartYDomainKey.self] = newValue }
    }
}

extension View {
    /// Describes the charts in this view to assistive technologies with the descriptor
    /// `representable` makes, as in SwiftUI: its title becomes the chart's accessible label
    /// and its summary, axes and series the accessible description, in place of the
    /// summary GtkCharts writes from the marks. Use it when the marks are not the data (a
    /// sparkline of hourly means standing for thousands of samples).
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        let descriptor = representable.makeChartDescriptor()
        representable.updateChartDescriptor(descriptor)
        return environment(
            \.chartSpokenDescription,
            ChartSpokenDescription(label: descriptor.title, description: descriptor.spokenDescription()))
    }

    /// Shows or hides the x axis (ticks, labels and vertical gridlines) of the charts in
    /// this view.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        environment(\.chartXAxis, visibility)
    }

    /// Shows or hides the y axis (ticks, labels and horizontal gridlines) of the charts in
    /// this view.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        environment(\.chartYAxis, visibility)
    }

    /// The x axis' marks, as in Swift Charts: `.chartXAxis { AxisMarks(values: .stride(by: .day)) }`.
    /// Empty content draws no x axis marks.
    public func chartXAxis(@AxisContentBuilder content: () -> AxisMarks?) -> some View {
        environment(\.chartXMarks, content() ?? AxisMarks(values: .values([Double]())))
    }

    /// The y axis' marks, as in Swift Charts: `.chartYAxis { AxisMarks(position: .leading) }`.
    /// Empty content draws no y axis marks.
    public func chartYAxis(@AxisContentBuilder content: () -> AxisMarks?) -> some View {
        environment(\.chartYMarks, content() ?? AxisMarks(values: .values([Double]())))
    }

    /// Shows or hides the legend of the series (`.foregroundStyle(by:)`) of the charts in
    /// this view.
    public func chartLegend(_ visibility: Visibility) -> some View {
        environment(\.chartLegend, visibility)
    }

    /// Where the legend goes, as in Swift Charts: `.bottom` (the default) or `.top` in a
    /// row, `.leading` or `.trailing` in a column beside the plot; `.overlay` draws it
    /// below the plot. `alignment` places it along the plot: a row at the plot's leading
    /// edge (the default), centre (`.center`) or trailing edge (`.trailing`); a column
    /// centred on the plot (the default), at its top (`.top`, `.topLeading`, …) or bottom.
    /// `spacing` is the gap between the plot (with its axis labels) and the legend, in
    /// points (4 for a row, 8 for a column by default).
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        environment(\.chartLegendPosition, position)
            .environment(\.chartLegendAlignment, alignment)
            .environment(\.chartLegendSpacing, spacing.map(Double.init))
    }

    /// The colours of the series `.foregroundStyle(by:)` names, as in Swift Charts:
    /// `.chartForegroundStyleScale(["Tea": .green, "Coffee": .brown])`. Series not in the
    /// mapping keep their palette colour.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        _ mapping: KeyValuePairs<DataValue, S>
    ) -> some View {
        var colors: [String: Color] = [:]
        for (value, style) in mapping {
            colors[ChartFormat.text(for: value.primitivePlottable._plotValue)] = style.resolvedColor
        }
        return environment(\.chartSeriesColors, colors)
    }

    /// The colours of the series named in `domain`, in order from `range`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        domain: [DataValue], range: [S]
    ) -> some View {
        var colors: [String: Color] = [:]
        for (value, style) in zip(domain, range) {
            colors[ChartFormat.text(for: value.primitivePlottable._plotValue)] = style.resolvedColor
        }
        return environment(\.chartSeriesColors, colors)
    }

    /// The values the x axis spans: a range, categories, or `.automatic(includesZero:)`.
    /// Without it, the domain covers the data (numbers rounded out to nice values).
    /// `range` and `type` are accepted and not honoured (the scale is linear over the plot).
    public func chartXScale<Domain: ScaleDomain>(
        domain: Domain, range: _PlotDimensionRange? = nil, type: _ScaleType? = nil
    ) -> some View {
        environment(\.chartXDomain, domain._domain)
    }

    /// The values the y axis spans: a range, categories, or `.automatic(includesZero:)`.
    /// Without it, the domain covers the data (numbers rounded out to nice values).
    /// `range` and `type` are accepted and not honoured (the scale is linear over the plot).
    public func chartYScale<Domain: ScaleDomain>(
        domain: Domain, range: _PlotDimensionRange? = nil, type: _ScaleType? = nil
    ) -> some View {
        environment(\.chartYDomain, domain._domain)
    }
}
