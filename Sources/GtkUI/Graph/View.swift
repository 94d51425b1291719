/// A piece of user interface, described by a value, as in SwiftUI.
///
/// A view is a cheap description: making a view value does nothing observable — no widget,
/// no subscription — until the view is in a hierarchy (a ``HostingWidget`` or a window),
/// where GtkUI keeps one node for it with its widgets and state.
///
/// Write views by composing others in ``body``; wrap a GTK widget with
/// ``WidgetRepresentable``. Views whose `Body` is `Never` are primitives that GtkUI
/// renders itself.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view. GtkUI calls it when the view appears and again whenever
    /// something it read changes.
    @ViewBuilder var body: Body { get }

    /// Makes the node that renders `view`. GtkUI implements it for every kind of view —
    /// composite views, representables, containers and its own primitives — so that a
    /// view's kind needs no dynamic cast; do not implement it.
    static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode

    /// The body of `view`, read where its type is known; do not implement it.
    ///
    /// GtkUI's nodes are generic over the view's type, and reading `body` there would ask
    /// the runtime for `Body` by its mangled name the first time for each type: decoding
    /// it, and checking every generic requirement in it against every conformance in the
    /// program. The default implementation is inlinable, so each view type's conformance
    /// gets a copy specialized for it, which boxes the body with its type already known.
    static func _body(of view: Self) -> any View

    /// What GtkUI reads from `view` without rendering it: a picker's options, the text of
    /// a label view. GtkUI implements it for the views it reads into (texts, tags, their
    /// containers and `ForEach`), so no cast asks a view what it holds; do not implement it.
    static func _content(of view: Self) -> _ViewContent
}

extension View {
    @inlinable
    public static func _body(of view: Self) -> any View { view.body }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; GtkUI renders them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view: its body is never evaluated")
    }
}
