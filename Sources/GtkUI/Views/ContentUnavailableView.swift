/// What a view shows when it has no content, as in SwiftUI: a large symbol, a title and a
/// description, centred in the space it is given, with actions below. The title is read as
/// a heading.
///
/// ```swift
/// ContentUnavailableView("No Books", systemImage: "books.vertical",
///                        description: Text("Add a book to start your library."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// The view from its parts.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 12) {
            Spacer()
            label
                .accessibilityHeading(.h1)
            description
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .lineLimit(nil)
            actions
            Spacer()
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The symbol and title of a ``ContentUnavailableView``: the symbol large above the title.
public struct _UnavailableLabel: View {
    let title: String
    let systemImage: String

    public var body: some View {
        VStack(spacing: 12) {
            Image(systemName: systemImage).font(.system(size: 48)).foregroundStyle(.secondary)
            Text(title).font(.title2).fontWeight(.bold).lineLimit(nil).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text?, Actions == EmptyView {
    /// A view titled `title` under the SF Symbol `systemImage`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: { _UnavailableLabel(title: String(title), systemImage: systemImage) }, description: { description })
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(titleKey.resolvedString, systemImage: systemImage, description: description)
    }

    /// "No Results" for a search, with a description naming `text` when given.
    public static var search: Self { search(text: "") }

    /// "No Results for “text”", as SwiftUI says after a search finds nothing.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
