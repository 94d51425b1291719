/// The text a view shows, read from the view value without rendering it: how a picker
/// finds its options' titles and a text field its placeholder in a label view.
@MainActor
enum ViewText {
    /// The strings of the `Text`s in `view`, joined by spaces; `nil` when there is none.
    static func string(in view: any View) -> String? {
        if let optional = view as? any OptionalViewContent {
            return optional.content.flatMap(string(in:))
        }
        if let text = view as? Text { return text.plainString }
        if let container = view as? any TextContainingView {
            let parts = container.textChildren.compactMap(string(in:))
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }
        return nil
    }
}

/// Views whose text is that of the views they hold.
@MainActor
protocol TextContainingView {
    var textChildren: [any View] { get }
}

extension TupleView: TextContainingView {
    var textChildren: [any View] { elements }
}

extension Group: TextContainingView {
    var textChildren: [any View] { [content] }
}

extension AnyView: TextContainingView {
    var textChildren: [any View] { [storage] }
}

extension _EnvironmentWriter: TextContainingView {
    var textChildren: [any View] { [content] }
}

extension _ConditionalContent: TextContainingView {
    var textChildren: [any View] { [branch.content] }
}
