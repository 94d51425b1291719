import GtkUI

/// A chart, as in Swift Charts: marks built from data, drawn by one GTK widget.
///
/// ```swift
/// Chart(samples) { sample in
///     LineMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
///     PointMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
/// }
/// .foregroundStyle(.pink)
/// .chartXAxis(.hidden)
/// .chartYAxis(.hidden)
/// .frame(width: 120, height: 40)
/// ```
///
/// The widget is a `GtkuiCanvas` whose snapshot appends render nodes: lines and areas as
/// one path each (a cairo node on GTK 4.8, path nodes on GTK 4.14), symbols as rounded
/// clips and borders, labels as Pango layouts. It redraws only when the marks, the size or
/// the theme change, draws at most a few points per pixel column of long series, and shows
/// the nearest sample's time and value under the pointer when an axis is shown. Marks
/// without a style of their own take the foreground style chosen on or around the chart
/// (`.foregroundStyle(_:)`), else the theme's accent color; axes take the theme's text
/// color. Charts expand into the space offered.
///
/// Screen readers get an image with a label ("Line chart of BPM by Time") and a
/// description of the data (count, span, minimum, maximum, average), written before the
/// chart is first shown; `.accessibilityChartDescriptor(_:)` says what the data is in
/// place of that.
public struct Chart<Content: ChartContent>: WidgetRepresentable {
    /// The marks, gathered when the chart is made. The initializers are inlinable and
    /// collect right there, where the content's type and closure are known: the loop over
    /// a chart's data is compiled with the content closure inlined into it, so a mark's
    /// values go straight into the chart's columns (a few nanoseconds a mark) rather than
    /// through a call, a returned mark and its destruction. (So the content runs in the
    /// body that makes the chart, and what it reads is that body's dependency.)
    let data: ChartData

    @inlinable @inline(__always)
    init(_content content: Content) {
        let collector = _ChartContentCollector()
        content._collect(into: collector)
        self.init(_collected: collector)
    }

    @usableFromInline
    init(_collected collector: _ChartContentCollector) {
        data = collector.finish()
    }

    /// A chart of the marks `content` builds.
    @inlinable @inline(__always)
    public init(@ChartContentBuilder content: () -> Content) {
        self.init(_content: content())
    }

    /// A chart with the marks `content` builds for each element of `data`.
    @inlinable @inline(__always)
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.init(_content: ForEach(data, id: id, content: content))
    }

    /// A chart with the marks `content` builds for each (identifiable) element of `data`.
    @inlinable @inline(__always)
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.init(_content: ForEach(data, content: content))
    }

    public typealias Coordinator = ChartCoordinator

    public func makeCoordinator() -> ChartCoordinator { ChartCoordinator() }

    public func makeWidget(context: Context) -> GTK.Canvas {
        let canvas = GTK.Canvas()
        canvas.fillsOfferedSpace = true
        let coordinator = context.coordinator
        // The canvas owns these closures; they borrow it rather than keep it.
        let borrowed = canvas.borrowed
        canvas.setDrawing(
            draw: { snapshot, width, height in
                coordinator.draw(GTK.Widget(borrowed), into: snapshot, width: width, height: height)
            },
            measure: { orientation, _ in coordinator.measure(orientation) })
        canvas.connect(.map) { _ in coordinator.canvasDidMap(GTK.Widget(borrowed)) }
        return canvas
    }

    /// Lets go of the column storage the chart kept for its next data, and of the widget
    /// its proxies' readers know.
    public static func dismantleWidget(_ canvas: GTK.Canvas, coordinator: ChartCoordinator) {
        SpareColumns.release(from: coordinator)
        coordinator.chartDidLeave()
    }

    public func updateWidget(_ canvas: GTK.Canvas, context: Context) {
        if data.skippedMarks > 0 {
            ChartDiagnostics.reportSkipped(data.skippedMarks)
        }
        let environment = context.environment
        let interaction = ChartInteraction.isUsed(in: environment) ? ChartInteraction(environment) : nil
        context.coordinator.update(
            ChartModel(data: data, configuration: ChartConfiguration(environment)), interaction: interaction, canvas: canvas)
        context.coordinator.updateHostedViews(data.annotations, environment: environment, canvas: canvas)
    }
}

extension Chart {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
