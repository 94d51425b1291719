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
        if let optional = view as? any OptionalViewContent {
            if let content = optional.content { collect(content, implicitTag: implicitTag, into: &options) }
            return
        }
        if let tagged = view as? any TaggedView {
            options.append(PickerOption(tag: tagged.anyTag, title: ViewText.string(in: view) ?? ""))
            return
        }
        if let source = view as? any PickerOptionSource {
            source.collectOptions(implicitTag: implicitTag, into: &options)
            return
        }
        if let title = ViewText.string(in: view) {
            options.append(PickerOption(tag: implicitTag, title: title))
        }
    }
}

/// A tagged view, whatever its types.
@MainActor
protocol TaggedView {
    var anyTag: AnyHashable { get }
}

extension _TagView: TaggedView {
    var anyTag: AnyHashable { AnyHashable(tag) }
}

/// Views that hold several options.
@MainActor
protocol PickerOptionSource {
    func collectOptions(implicitTag: AnyHashable?, into options: inout [PickerOption])
}

extension TupleView: PickerOptionSource {
    func collectOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        for element in elements { PickerOptions.collect(element, implicitTag: nil, into: &options) }
    }
}

extension ForEach: PickerOptionSource where Content: View {
    func collectOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        for element in data {
            PickerOptions.collect(content(element), implicitTag: AnyHashable(identify(element)), into: &options)
        }
    }
}

extension Group: PickerOptionSource {
    func collectOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        PickerOptions.collect(content, implicitTag: implicitTag, into: &options)
    }
}

extension AnyView: PickerOptionSource {
    func collectOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        PickerOptions.collect(storage, implicitTag: implicitTag, into: &options)
    }
}

extension _ConditionalContent: PickerOptionSource {
    func collectOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        PickerOptions.collect(branch.content, implicitTag: implicitTag, into: &options)
    }
}

extension _EnvironmentWriter: PickerOptionSource {
    func collectOptions(implicitTag: AnyHashable?, into options: inout [PickerOption]) {
        PickerOptions.collect(content, implicitTag: implicitTag, into: &options)
    }
}
