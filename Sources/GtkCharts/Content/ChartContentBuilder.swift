/// Builds chart content from the statements of a closure, as Swift Charts'
/// `@ChartContentBuilder`: any number of marks, `ForEach`, `if`, `if`/`else` and `switch`.
@resultBuilder @MainActor
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content {
        content
    }

    /// An empty closure.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    /// One statement.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content {
        content
    }

    /// Several statements, drawn in order (later ones on top).
    public static func buildBlock<each Content: ChartContent>(
        _ content: repeat each Content
    ) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }

    /// `if` without `else`.
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> ConditionalChartContent<Content, EmptyChartContent> {
        content.map { ConditionalChartContent(storage: .first($0)) }
            ?? ConditionalChartContent(storage: .second(EmptyChartContent()))
    }

    /// The `if` branch of `if`/`else`, or the first cases of a `switch`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(
        first: First
    ) -> ConditionalChartContent<First, Second> {
        ConditionalChartContent(storage: .first(first))
    }

    /// The `else` branch of `if`/`else`, or the later cases of a `switch`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(
        second: Second
    ) -> ConditionalChartContent<First, Second> {
        ConditionalChartContent(storage: .second(second))
    }

    /// `if #available`.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content {
        content
    }
}

/// No marks.
public struct EmptyChartContent: ChartContent {
    public init() {}
    @inlinable
    public func _collect(into collector: _ChartContentCollector) {}
}

/// Several pieces of chart content, drawn in order.
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    @usableFromInline let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    @inlinable
    public func _collect(into collector: _ChartContentCollector) {
        repeat (each content)._collect(into: collector)
    }
}

/// One of two pieces of chart content, as an `if`/`else` chose.
public struct ConditionalChartContent<First: ChartContent, Second: ChartContent>: ChartContent {
    @usableFromInline
    enum Storage {
        case first(First)
        case second(Second)
    }

    @usableFromInline let storage: Storage

    @inlinable
    public func _collect(into collector: _ChartContentCollector) {
        switch storage {
        case .first(let content): content._collect(into: collector)
        case .second(let content): content._collect(into: collector)
        }
    }
}
