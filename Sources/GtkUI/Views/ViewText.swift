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

    /// The icon-theme name of the first `Image` in `view`; `nil` when there is none.
    static func iconName(in view: any View) -> String? {
        if let image = view as? Image { return image.iconName }
        switch _ViewContent.of(view) {
        case .tagged(_, let content):
            return iconName(in: content)
        case .wrapping(let content):
            return content.flatMap(iconName(in:))
        case .children(let children):
            return children.lazy.compactMap(iconName(in:)).first
        case .text, .elements, .none:
            return nil
        }
    }
}
