/// A preview declared with `#Preview`: a name, its traits, where it is written, and the view
/// it shows.
public struct Preview {
    /// The kind of traits a view's preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits: Sendable {}

    /// The name given in `#Preview("…")`, if any.
    public let displayName: String?
    /// The file the preview is written in (`#fileID`: module and file name).
    public let fileID: String
    /// The line of the `#Preview`.
    public let line: Int
    let changes: [PreviewTraits.Change]
    let makeView: @MainActor () -> any View

    /// A preview of the view `body` makes. The `#Preview` macro writes this; `fileID` and
    /// `line` locate it.
    public init(
        _ name: String? = nil, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, changes: [], fileID: fileID, line: line, body: body)
    }

    /// A preview of the view `body` makes, with traits such as `.sizeThatFitsLayout`.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        fileID: String = #fileID, line: Int = #line,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, changes: ([traits] + additionalTraits).map(\.change), fileID: fileID, line: line, body: body)
    }

    private init(
        _ name: String?, changes: [PreviewTraits.Change], fileID: String, line: Int,
        body: @escaping @MainActor () -> any View
    ) {
        displayName = name
        self.changes = changes
        self.fileID = fileID
        self.line = line
        makeView = body
    }
}

/// A type the `#Preview` macro declares for each preview, so that `gtkui-preview` finds it.
/// Not for use in code of your own.
@MainActor
public protocol _PreviewRegistry {
    /// The preview declared.
    static var preview: Preview { get }
}
