/// Groups chart content, as Swift Charts' `Plot { }`: the marks inside are drawn as if they
/// were written in its place.
///
/// ```swift
/// Chart {
///     Plot {
///         ForEach(days) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Cups", $0.cups)) }
///     }
///     RuleMark(y: .value("Goal", 3))
/// }
/// ```
public struct Plot<Content: ChartContent>: ChartContent {
    @usableFromInline let content: Content

    /// The content `content` builds.
    @inlinable
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("Plot collects its content directly") }

    @inlinable
    public func _collect(into collector: _ChartContentCollector) {
        content._collect(into: collector)
    }
}
