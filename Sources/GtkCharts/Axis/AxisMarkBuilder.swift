/// Builds the marks ``AxisMarks`` draws at each value: any of ``AxisGridLine``,
/// ``AxisTick`` and ``AxisValueLabel``, with `if`/`else`. Empty content draws nothing.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisMarkParts { mark._axisParts }
    public static func buildBlock(_ parts: _AxisMarkParts...) -> _AxisMarkParts {
        parts.reduce(_AxisMarkParts()) { $0.merged(with: $1) }
    }
    public static func buildOptional(_ parts: _AxisMarkParts?) -> _AxisMarkParts { parts ?? _AxisMarkParts() }
    public static func buildEither(first parts: _AxisMarkParts) -> _AxisMarkParts { parts }
    public static func buildEither(second parts: _AxisMarkParts) -> _AxisMarkParts { parts }
}

extension _AxisMarkParts: AxisMark {
    public var _axisParts: _AxisMarkParts { self }
}

/// What `chartXAxis { }` and `chartYAxis { }` hold: ``AxisMarks``.
public protocol AxisContent {
    /// The axis marks this content draws, last one winning.
    var _axisMarks: AxisMarks? { get }
}

/// Builds an axis' content from ``AxisMarks``. Empty content draws no marks.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ marks: AxisMarks) -> AxisMarks? { marks }
    public static func buildBlock(_ marks: AxisMarks?...) -> AxisMarks? { marks.compactMap { $0 }.last }
    public static func buildOptional(_ marks: AxisMarks??) -> AxisMarks? { marks ?? nil }
    public static func buildEither(first marks: AxisMarks?) -> AxisMarks? { marks }
    public static func buildEither(second marks: AxisMarks?) -> AxisMarks? { marks }
}
