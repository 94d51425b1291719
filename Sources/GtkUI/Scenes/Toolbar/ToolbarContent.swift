/// Items for a window's header bar, as SwiftUI's toolbar content: ``ToolbarItem``s made
/// by a ``View/toolbar(content:)`` closure.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this is made of.
    associatedtype Body: ToolbarContent

    /// The content that makes up this content.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Primitive content has no body; GtkUI reads it directly.
    public var body: Never {
        fatalError("\(Self.self) is primitive toolbar content: its body is never evaluated")
    }
}

/// One item as the header bar shows it: where, and the views.
struct ToolbarItemValue {
    let placement: ToolbarItemPlacement
    let content: any View
}

/// Toolbar content GtkUI reads itself.
@MainActor
protocol PrimitiveToolbarContent {
    func collect(into items: inout [ToolbarItemValue])
}

extension ToolbarContent {
    /// The items of this content, in order.
    func collect(into items: inout [ToolbarItemValue]) {
        if let primitive = self as? any PrimitiveToolbarContent {
            primitive.collect(into: &items)
        } else {
            body.collect(into: &items)
        }
    }
}

/// Builds toolbar content from the statements of a closure, as SwiftUI's
/// `@ToolbarContentBuilder` does.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// One statement.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Several statements, in order.
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> {
        var elements: [any ToolbarContent] = []
        repeat elements.append(each content)
        return TupleToolbarContent(elements: elements)
    }

    /// `if` without `else`.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> TupleToolbarContent<Content?> {
        TupleToolbarContent(elements: content.map { [$0] } ?? [])
    }
}

/// Several items, as a `@ToolbarContentBuilder` closure makes.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
    let elements: [any ToolbarContent]
    public typealias Body = Never

    func collect(into items: inout [ToolbarItemValue]) {
        for element in elements { element.collect(into: &items) }
    }
}
