/// Rows under a header, as SwiftUI's section. In a ``List`` the header is a row of its own
/// that cannot be selected; elsewhere the section is its header, content and footer in a
/// column — in a ``Form``, the header a heading and the footer a secondary caption.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    @Environment(\.sectionHeadersAreHeadings) private var isInForm

    /// A section with a header view and a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: some View {
        VStack(alignment: .leading) {
            if isInForm {
                header.font(.headline).accessibilityAddTraits(.isHeader)
                content
                footer.font(.caption).foregroundStyle(.secondary)
            } else {
                header
                content
                footer
            }
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, content: content)
    }
}

extension Section: ListRowsContent {
    func appendListRows(to rows: inout ListRows, at path: [Int]) {
        if Parent.self != EmptyView.self {
            let header = self.header
            rows.append(ListRow(
                id: ListRow.StructuralID(path: path + [-1]), kind: .header,
                makeView: { header.font(.headline) }))
        }
        rows.collect(content, at: path + [0])
        if Footer.self != EmptyView.self {
            let footer = self.footer
            rows.append(ListRow(
                id: ListRow.StructuralID(path: path + [-2]), kind: .header,
                makeView: { footer.foregroundStyle(.secondary) }))
        }
    }
}
