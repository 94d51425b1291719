import GtkUI

/// `ForEach` of marks inside a chart: GtkUI's `ForEach`, whose content here is chart
/// content, as in Swift Charts.
extension ForEach: ChartContent where Content: ChartContent {
    /// Marks for each element of `data`; `id` names each element's identity.
    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(_data: data, id: id, content: content)
    }

    /// Inlinable, so that a chart's loop over its data is compiled for the data's and the
    /// marks' types where the chart is made (see ``Chart``).
    @inlinable @inline(__always)
    public func _collect(into collector: _ChartContentCollector) {
        let saved = collector.beginExpecting(data.count)
        for element in data { content(element)._collect(into: collector) }
        collector.endExpecting(saved)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: ChartContent {
    /// Marks for each element of `data`, identified by its `id`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Marks for each integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, identifiedBy: { $0 }, content: content)
    }
}
