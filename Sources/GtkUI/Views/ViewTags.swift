/// The tags of a container's views, read from the view values without rendering them.
@MainActor
enum ViewTags {
    /// One entry per top-level view of `content` (a `ForEach`'s views each count): its
    /// `.tag(_:)`, or its `ForEach` element's ID, or `nil`.
    static func topLevelTags(in content: any View) -> [AnyHashable?] {
        var tags: [AnyHashable?] = []
        collect(content, implicitTag: nil, into: &tags)
        return tags
    }

    private static func collect(_ view: any View, implicitTag: AnyHashable?, into tags: inout [AnyHashable?]) {
        switch _ViewContent.of(view) {
        case .children(let children):
            for child in children { collect(child, implicitTag: nil, into: &tags) }
        case .elements(let elements):
            for element in elements { tags.append(tag(of: element.view) ?? element.id) }
        default:
            tags.append(tag(of: view) ?? implicitTag)
        }
    }

    /// The tag on `view` or on the views it wraps.
    private static func tag(of view: any View) -> AnyHashable? {
        switch _ViewContent.of(view) {
        case .tagged(let tag, _): return tag
        case .wrapping(let content): return content.flatMap(tag(of:))
        default: return nil
        }
    }
}
