/// The text a view shows, read from the view value without rendering it: how a picker
/// finds its options' titles and a text field its placeholder in a label view.
@MainActor
enum ViewText {
    /// The strings of the `Text`s in `view`, joined by spaces; `nil` when there is none.
    static func string(in view: any View) -> String? {
        switch _ViewContent.of(view) {
        case .text(let string):
            return string
        case .tagged(_, let content):
            return string(in: content)
        case .wrapping(let content):
            return content.flatMap(string(in:))
        case .children(let children):
            let parts = children.compactMap(string(in:))
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        case .elements, .none:
            return nil
        }
    }
}
