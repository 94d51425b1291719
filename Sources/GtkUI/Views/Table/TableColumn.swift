import Foundation

/// A column of a ``Table``, as in SwiftUI: a title in the header and a view for each row's
/// cell.
///
/// ```swift
/// TableColumn("Hour") { row in Text(row.hour, style: .time) }
/// TableColumn("Source", value: \.sourceName)
/// ```
///
/// `Sort` is SwiftUI's sort comparator type; columns do not sort yet, so it is `Never`.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    let title: String
    let content: @MainActor (RowValue) -> Content
    var width: CGFloat?

    /// A column titled `title` whose cells are `content` of each row.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content)
    where Sort == Never, Label == Text {
        self.title = String(title)
        self.content = content
    }

    /// A column titled `title` showing each row's text at `value`.
    public init(_ title: String, value: KeyPath<RowValue, String>)
    where Sort == Never, Label == Text, Content == Text {
        self.title = title
        self.content = { row in Text(verbatim: row[keyPath: value]) }
    }

    /// Gives the column a fixed width (the ideal one when a range is given).
    public func width(_ width: CGFloat? = nil) -> Self {
        var copy = self
        copy.width = width
        return copy
    }

    /// Gives the column a width between `min` and `max`, `ideal` when it can; GTK columns
    /// take one width, so the ideal (else the minimum) is used.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self {
        width(ideal ?? min)
    }

    public func _columns() -> [_TableColumnSpec<RowValue>] {
        let content = self.content
        return [_TableColumnSpec(title: title, width: width) { AnyView(content($0)) }]
    }
}

/// Columns of a ``Table``: a ``TableColumn`` or several, as a `@TableColumnBuilder` makes.
@MainActor @preconcurrency
public protocol TableColumnContent {
    /// The type of the rows.
    associatedtype TableRowValue: Identifiable
    /// The columns, in order.
    func _columns() -> [_TableColumnSpec<TableRowValue>]
}

/// One column, type-erased: its title, width and cells.
public struct _TableColumnSpec<RowValue> {
    let title: String
    let width: CGFloat?
    let cell: @MainActor (RowValue) -> AnyView
}

/// Several columns in order.
public struct _TableColumnGroup<RowValue: Identifiable>: TableColumnContent {
    public typealias TableRowValue = RowValue
    let columns: [_TableColumnSpec<RowValue>]

    public func _columns() -> [_TableColumnSpec<RowValue>] { columns }
}

/// Builds a ``Table``'s columns from ``TableColumn``s, as in SwiftUI.
@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<S, Content: View, Label: View>(
        _ column: TableColumn<RowValue, S, Content, Label>
    ) -> _TableColumnGroup<RowValue> {
        _TableColumnGroup(columns: column._columns())
    }

    public static func buildBlock(_ groups: _TableColumnGroup<RowValue>...) -> _TableColumnGroup<RowValue> {
        _TableColumnGroup(columns: groups.flatMap { $0.columns })
    }

    public static func buildOptional(_ group: _TableColumnGroup<RowValue>?) -> _TableColumnGroup<RowValue> {
        group ?? _TableColumnGroup(columns: [])
    }

    public static func buildEither(first group: _TableColumnGroup<RowValue>) -> _TableColumnGroup<RowValue> { group }

    public static func buildEither(second group: _TableColumnGroup<RowValue>) -> _TableColumnGroup<RowValue> { group }
}
