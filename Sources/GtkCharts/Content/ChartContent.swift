/// Something a chart draws: a mark, several marks, a `ForEach` of marks, or a type of
/// yours composed of them in ``body``, as in Swift Charts.
///
/// ```swift
/// struct HeartRateLine: ChartContent {
///     let samples: [Sample]
///     var body: some ChartContent {
///         ForEach(samples) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
///         RuleMark(y: .value("Resting", 60))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent

    /// The marks of this content.
    @ChartContentBuilder var body: Body { get }

    /// Hands this content's marks to `collector`. Composed content collects its ``body``;
    /// marks and GtkCharts' own containers implement it.
    func _collect(into collector: _ChartContentCollector)
}

extension ChartContent {
    public func _collect(into collector: _ChartContentCollector) {
        body._collect(into: collector)
    }
}

extension ChartContent where Body == Never {
    /// Marks and containers have no body; GtkCharts collects them directly.
    public var body: Never {
        fatalError("\(Self.self) is primitive chart content: its body is never evaluated")
    }
}

extension Never: ChartContent {
    public func _collect(into collector: _ChartContentCollector) {}
}

/// Gathers a chart's marks, with the style their modifiers set, into series.
@MainActor
public final class _ChartContentCollector {
    /// The style modifiers around the content being collected set (inner ones win), and
    /// a number that changes whenever it may have.
    var style = MarkStyle()
    private var styleGeneration = 0
    private var nextGeneration = 1
    private(set) var data = ChartData()
    private var seriesIndex: [SeriesKey: Int] = [:]
    /// The series the last mark went to: most marks go to the same one as the mark before.
    private var last: (kind: MarkKind, name: String?, generation: Int, style: MarkStyle, index: Int)?

    init() {}

    /// Collects `content` and returns the chart's data.
    static func collect<Content: ChartContent>(_ content: Content) -> ChartData {
        let collector = _ChartContentCollector()
        content._collect(into: collector)
        return collector.finish()
    }

    /// Applies `change` to the style of the marks `content` collects.
    func withStyle(_ change: (inout MarkStyle) -> Void, collect content: () -> Void) {
        let saved = (style, styleGeneration)
        change(&style)
        styleGeneration = nextGeneration
        nextGeneration += 1
        content()
        (style, styleGeneration) = saved
    }

    /// Adds one mark with the current style to its series; a mark whose values do not fit
    /// the chart's axes (a date where the other marks plot numbers) is counted and left out.
    func add(_ mark: MarkSpec) {
        guard let plotted = data.plot(mark, style: style) else { return }
        if let last, last.kind == mark.kind, last.name == plotted.seriesName, last.generation == styleGeneration {
            data.series[last.index].append(plotted)
            return
        }
        let index: Int
        if let last, last.kind == mark.kind, last.name == plotted.seriesName, last.style == style {
            index = last.index
        } else {
            let key = SeriesKey(kind: mark.kind, style: style, name: plotted.seriesName)
            if let existing = seriesIndex[key] {
                index = existing
            } else {
                index = data.series.count
                data.series.append(MarkSeries(kind: mark.kind, style: style, name: plotted.seriesName))
                seriesIndex[key] = index
            }
        }
        last = (mark.kind, plotted.seriesName, styleGeneration, style, index)
        data.series[index].append(plotted)
    }

    private func finish() -> ChartData {
        var data = self.data
        for index in data.series.indices { data.series[index].finish() }
        return data
    }
}

/// Which series a mark belongs to: marks of one kind with one style and series name.
struct SeriesKey: Hashable {
    let kind: MarkKind
    let style: MarkStyle
    let name: String?
}
