import Foundation

/// One row of a declarative ``List``: a section header or a view, by stable ID, made only
/// when GTK binds it.
@MainActor
struct ListRow {
    /// A row's ID when its content gives none: its place in the list's structure.
    struct StructuralID: Hashable {
        let path: [Int]
    }

    enum Kind {
        case header
        case content
    }

    /// The `ForEach` that made a row: its place in the content, the row's offset in its
    /// data, and its row actions.
    struct Origin {
        let forEach: [Int]
        let offset: Int
        let onDelete: ((IndexSet) -> Void)?
        let onMove: ((IndexSet, Int) -> Void)?
    }

    let id: AnyHashable
    let kind: Kind
    let makeView: () -> any View
    /// Where the row comes from, for rows a `ForEach` made.
    var origin: Origin? = nil
}

/// The rows of a list's content, collected in order.
@MainActor
struct ListRows {
    private(set) var rows: [ListRow] = []

    mutating func append(_ row: ListRow) { rows.append(row) }

    /// Adds the rows of `view`, whose place in the content is `path`: containers and
    /// `ForEach` add their children's rows, any other view is one row.
    mutating func collect(_ view: any View, at path: [Int]) {
        if let content = view as? any ListRowsContent {
            content.appendListRows(to: &self, at: path)
        } else {
            append(ListRow(id: ListRow.StructuralID(path: path), kind: .content, makeView: { view }))
        }
    }
}

/// Content that is not one row in a ``List``: several rows (tuples, `ForEach`), rows with
/// a header (`Section`), or none.
@MainActor
protocol ListRowsContent {
    func appendListRows(to rows: inout ListRows, at path: [Int])
}

extension TupleView: ListRowsContent {
    func appendListRows(to rows: inout ListRows, at path: [Int]) {
        for (index, element) in elements.enumerated() { rows.collect(element, at: path + [index]) }
    }
}

extension ForEach: ListRowsContent where Content: View {
    func appendListRows(to rows: inout ListRows, at path: [Int]) {
        for (offset, element) in data.enumerated() {
            let content = self.content
            rows.append(ListRow(
                id: AnyHashable(identify(element)), kind: .content,
                makeView: { content(element) },
                origin: ListRow.Origin(forEach: path, offset: offset, onDelete: deleteAction, onMove: moveAction)))
        }
    }
}

extension Group: ListRowsContent {
    func appendListRows(to rows: inout ListRows, at path: [Int]) {
        rows.collect(content, at: path)
    }
}

extension EmptyView: ListRowsContent {
    func appendListRows(to rows: inout ListRows, at path: [Int]) {}
}

extension Optional: ListRowsContent where Wrapped: View {
    func appendListRows(to rows: inout ListRows, at path: [Int]) {
        if let wrapped = self { rows.collect(wrapped, at: path) }
    }
}

extension _ConditionalContent: ListRowsContent {
    func appendListRows(to rows: inout ListRows, at path: [Int]) {
        switch storage {
        case .trueContent(let content): rows.collect(content, at: path + [0])
        case .falseContent(let content): rows.collect(content, at: path + [1])
        }
    }
}
