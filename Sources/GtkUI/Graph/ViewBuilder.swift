/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
///
/// Any number of children (parameter packs, no 10-view limit), `if`, `if`/`else`,
/// `switch` and `if #available` are supported.
@resultBuilder @MainActor
public enum ViewBuilder {
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An empty closure.
    @inlinable
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A closure with one view statement.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A closure with several view statements, in order.
    @inlinable
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), reader: PackReader<repeat each Content>.self)
    }

    /// `if` without `else`.
    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of `if`/`else` or the first cases of a `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of `if`/`else` or the later cases of a `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available`.
    @inlinable
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
