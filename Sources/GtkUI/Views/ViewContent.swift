/// What a view holds as GtkUI reads it without rendering it (``View/_content(of:)``): how
/// a picker finds its options and a text field its placeholder. Only GtkUI makes one.
@MainActor
public struct _ViewContent {
    enum Shape {
        /// Nothing GtkUI reads: a view it renders only (the default).
        case none
        /// A `Text`'s string.
        case text(String)
        /// A view tagged with `.tag(_:)`.
        case tagged(AnyHashable, any View)
        /// The views side by side in a `@ViewBuilder` closure.
        case children([any View])
        /// One view shown as it is: what an optional, a group, a type-erased view, a
        /// conditional or an environment change holds (nothing for `nil`).
        case wrapping((any View)?)
        /// A `ForEach`'s views, each with its element's ID.
        case elements([(view: any View, id: AnyHashable)])
    }

    let shape: Shape

    /// The content of `view`, of any view type.
    static func of(_ view: some View) -> Shape {
        type(of: view)._content(of: view).shape
    }
}

extension View {
    /// Views GtkUI only renders hold nothing it reads.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .none) }
}

extension Text {
    /// Its string.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .text(view.plainString)) }
}

extension _TagView {
    /// Its tag and the view it tags.
    public static func _content(of view: Self) -> _ViewContent {
        _ViewContent(shape: .tagged(AnyHashable(view.tag), view.content))
    }
}

extension TupleView {
    /// Its children.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .children(view.elements)) }
}

extension Optional where Wrapped: View {
    /// Its view, if any.
    @MainActor
    public static func _content(of view: Self) -> _ViewContent {
        _ViewContent(shape: .wrapping(view.content))
    }
}

extension Group {
    /// Its content.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .wrapping(view.content)) }
}

extension AnyView {
    /// The view it erases.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .wrapping(view.storage)) }
}

extension _EnvironmentWriter {
    /// Its content.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .wrapping(view.content)) }
}

extension _ConditionalContent {
    /// The branch it shows.
    public static func _content(of view: Self) -> _ViewContent {
        _ViewContent(shape: .wrapping(view.branch.content))
    }
}

extension ForEach where Content: View {
    /// A view for each element, with the element's ID.
    @MainActor
    public static func _content(of view: Self) -> _ViewContent {
        var elements: [(view: any View, id: AnyHashable)] = []
        elements.reserveCapacity(view.data.count)
        for element in view.data {
            elements.append((view.content(element), AnyHashable(view.identify(element))))
        }
        return _ViewContent(shape: .elements(elements))
    }
}

extension ButtonStyleConfiguration.Label {
    /// The button's label it stands for.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .wrapping(view.content)) }
}

extension ToggleStyleConfiguration.Label {
    /// The toggle's label it stands for.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .wrapping(view.content)) }
}
