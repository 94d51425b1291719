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
    /// marks and GtkCharts' own containers implement it, inlinable, so that a chart's loop
    /// over its data is compiled for the marks it makes.
    func _collect(into collector: _ChartContentCollector)
}

extension ChartContent {
    @inlinable
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
    @inlinable
    public func _collect(into collector: _ChartContentCollector) {}
}
