/// One option of a ``Picker``: the value it stands for and its title.
struct PickerOption {
    let tag: AnyHashable?
    let title: String
}

/// Reads a picker's options from its content views without rendering them: each `Text`
/// (or other view with text) is an option, tagged by `.tag(_:)`, or else by its `ForEach`
/// element's ID, as in SwiftUI.
@MainActor
enum PickerOptions {
    static func options(in view: any View) -> [PickerOption] {
        var options: [PickerOption] = []
        collect(view, implicitTag: nil, into: &options)
        return options
    }

    static func collect(_ view: any View, implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        switch _ViewContent.of(view) {
        case .wrapping(let content):
            if let content { collect(content, implicitTag: implicitTag, into: &options) }
        case .tagged(let tag, let content):
            options.append(PickerOption(tag: tag, title: ViewText.string(in: content) ?? ""))
        case .children(let children):
            for child in children { collect(child, implicitTag: nil, into: &options) }
        case .elements(let elements):
            for element in elements { collect(element.view, implicitTag: element.id, into: &options) }
        case .text(let title):
            options.append(PickerOption(tag: implicitTag, title: title))
        case .none:
            break
        }
    }
}
