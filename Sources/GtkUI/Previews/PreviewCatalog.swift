/// One preview to render: where it is declared and the view it shows.
struct PreviewItem {
    /// The module that declares it.
    let module: String
    /// How it is named in reports: `File.swift:12 "Name"` or the provider's type name.
    let title: String
    /// The start of its files' names, unique within its module.
    let fileStem: String
    /// Where it is declared, for ordering: its file (or provider type) and line.
    let order: (file: String, line: Int)
    /// The traits its declaration gives, before the view's own preview modifiers.
    let traits: PreviewTraits
    let makeView: @MainActor () -> any View
}

/// The previews a program contains: every `#Preview` and every `PreviewProvider`, found in
/// the program's conformance records.
@MainActor
enum PreviewCatalog {
    /// The previews of `modules` (all modules when `nil`), ordered by module, file and line.
    static func previews(inModules modules: Set<String>?) -> [PreviewItem] {
        var items: [PreviewItem] = []
        for type in SwiftConformances.types(conformingTo: "_PreviewRegistry", inModule: "GtkUI") {
            guard let registry = type as? any _PreviewRegistry.Type else { continue }
            items.append(item(for: registry.preview))
        }
        for type in SwiftConformances.types(conformingTo: "PreviewProvider", inModule: "GtkUI") {
            guard let provider = type as? any PreviewProvider.Type else { continue }
            items += self.items(for: provider)
        }
        return items
            .filter { modules?.contains($0.module) ?? true }
            .sorted { ($0.module, $0.order.file, $0.order.line) < ($1.module, $1.order.file, $1.order.line) }
    }

    private static func item(for preview: Preview) -> PreviewItem {
        let parts = preview.fileID.split(separator: "/", maxSplits: 1).map(String.init)
        let module = parts.first ?? ""
        let file = parts.count > 1 ? parts[1] : preview.fileID
        var traits = PreviewTraits()
        preview.changes.forEach { traits.apply($0) }
        traits.apply(.displayName(preview.displayName))
        let stem = [fileNamePart(file.replacingOccurrences(of: ".swift", with: "")), String(preview.line)]
            + (preview.displayName.map { [fileNamePart($0)] } ?? [])
        let title = "\(file):\(preview.line)" + (preview.displayName.map { " “\($0)”" } ?? "")
        return PreviewItem(
            module: module, title: title, fileStem: stem.joined(separator: "-"), order: (file, preview.line),
            traits: traits, makeView: preview.makeView)
    }

    /// A provider's previews: one per view of a top-level `Group` or list of views.
    private static func items<Provider: PreviewProvider>(for provider: Provider.Type) -> [PreviewItem] {
        let path = String(reflecting: provider).split(separator: ".")
        let module = path.first.map(String.init) ?? ""
        let name = path.last.map(String.init) ?? "Preview"
        let views = splitPreviews(Provider.previews)
        return views.indices.map { index in
            var stem = [fileNamePart(name)]
            if views.count > 1 { stem.append(String(index + 1)) }
            var title = name + (views.count > 1 ? " \(index + 1)" : "")
            if let displayName = displayName(of: views[index]) {
                stem.append(fileNamePart(displayName))
                title += " “\(displayName)”"
            }
            return PreviewItem(
                module: module, title: title, fileStem: stem.joined(separator: "-"), order: (name, index),
                traits: PreviewTraits(), makeView: { splitPreviews(Provider.previews)[index] })
        }
    }

    /// The name a view's `.previewDisplayName` gives it.
    private static func displayName(of view: any View) -> String? {
        var view = view
        var name: String?
        while let carrier = view as? any PreviewTraitCarrier {
            if case .displayName(let given) = carrier.change { name = given }
            view = carrier.previewContent
        }
        return name
    }

    /// The separate previews in a provider's `previews`.
    /// Preview modifiers on the group apply to each of its views, as in SwiftUI.
    private static func splitPreviews(_ view: any View) -> [any View] {
        var changes: [PreviewTraits.Change] = []
        var inner = view
        while let carrier = inner as? any PreviewTraitCarrier {
            changes.append(carrier.change)
            inner = carrier.previewContent
        }
        guard let group = inner as? any PreviewSplittable else { return [view] }
        return group.previewElements.map { element in
            changes.reversed().reduce(element) { wrapped, change in
                let erased: AnyView = AnyView(erasingAny: wrapped)
                return PreviewTraitView(content: erased, change: change)
            }
        }
    }

    /// `text` with what does not belong in a file name replaced by `_`.
    static func fileNamePart(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}

extension AnyView {
    /// A view of any type, opened from its existential.
    init(erasingAny view: any View) {
        func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
        self = open(view)
    }
}

/// Views that hold several previews when they are a provider's `previews`.
@MainActor
protocol PreviewSplittable {
    var previewElements: [any View] { get }
}

extension Group: PreviewSplittable {
    var previewElements: [any View] {
        (content as? any PreviewSplittable)?.previewElements ?? [content]
    }
}

extension TupleView: PreviewSplittable {
    var previewElements: [any View] { elements }
}
