/// A reusable change to a view, as in SwiftUI: `body(content:)` returns the view that
/// replaces the content, and may use `@State`, `@Environment` and the other wrappers.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.pink)
///     }
/// }
/// Text("78 BPM").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view `body(content:)` returns.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view; `content` stands for the view the modifier is applied to.
    @ViewBuilder func body(content: Content) -> Body

    /// Makes the node of `view`, this modifier applied to its content; only GtkUI calls it.
    /// A modifier's node evaluates `body(content:)`, and each of GtkUI's built-in modifiers
    /// makes its own kind of node, so the kind comes with the conformance (no cast).
    static func _makeNode<Modified: View>(_ view: ModifiedContent<Modified, Self>, in site: _GraphSite) -> _GraphNode
}

extension ViewModifier {
    /// A modifier with a body: its node evaluates `body(content:)`.
    public static func _makeNode<Modified: View>(_ view: ModifiedContent<Modified, Self>, in site: _GraphSite) -> _GraphNode {
        _GraphNode(ModifierBodyNode(view, site: site.site))
    }
}

/// A view with a modifier applied, as `.modifier(_:)` and the built-in modifiers make.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The content a ``ViewModifier`` is applied to, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View

    public typealias Body = Never
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    @MainActor
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        Modifier._makeNode(view, in: site)
    }
}

extension _ViewModifier_Content {
    @MainActor
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(ModifierContentNode(view, site: site.site))
    }
}

/// A built-in modifier that makes its own kind of node instead of having a body.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// The node of this modifier applied to `content`, for values of `viewType` (the
    /// `ModifiedContent` type, whose conformance reads the parts of each new value).
    func makeNode(content: any View, viewType: any ModifiedContentParts.Type, site: NodeSite) -> ViewNode
}

extension PrimitiveModifier {
    public func body(content: Content) -> Never {
        preconditionFailure("GtkUI: \(Self.self) has no body")
    }

    /// A built-in modifier: the node it makes itself.
    public static func _makeNode<Modified: View>(_ view: ModifiedContent<Modified, Self>, in site: _GraphSite) -> _GraphNode {
        _GraphNode(view.modifier.makeNode(content: view.content, viewType: ModifiedContent<Modified, Self>.self, site: site.site))
    }
}
