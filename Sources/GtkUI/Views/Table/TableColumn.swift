import Foundation

/// A column of a ``Table``, as in SwiftUI: a title in the header and a view for each row's
/// cell.
///
/// ```swift
/// TableColumn("Hour") { row in Text(row.hour, style: .time) }
/// TableColumn("Source", value: \.sourceName)
/// ```
///
/// `Sort` is the column's sort comparator type, as in SwiftUI: `Never` for a column that
/// does not sort, `KeyPathComparator<RowValue>` for one made with a `value:` key path in a
/// table with a sort order, or the comparator given to `sortUsing:`.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let title: String
    let content: @MainActor (RowValue) -> Content
    var width: CGFloat?
    /// The comparator a click on the header puts first in the table's sort order.
    let comparator: Sort?

    init(title: String, comparator: Sort?, content: @escaping @MainActor (RowValue) -> Content) {
        self.title = title
        self.comparator = comparator
        self.content = content
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
        return [_TableColumnSpec(title: title, width: width, comparator: comparator.map { $0 as Any }) { AnyView(content($0)) }]
    }
}

// MARK: Columns that do not sort

extension TableColumn where Sort == Never {
    /// A column titled `title` whose cells are `content` of each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content)
    where Label == Text {
        self.init(title: String(title), comparator: nil, content: content)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content)
    where Label == Text {
        self.init(titleKey.resolvedString, content: content)
    }

    /// A column titled `title` showing each row's text at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
    where Label == Text, Content == Text {
        self.init(title: String(title), comparator: nil) { row in Text(verbatim: row[keyPath: value]) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
    where Label == Text, Content == Text {
        self.init(titleKey.resolvedString, value: value)
    }
}

// MARK: Columns that sort

extension TableColumn where Sort == KeyPathComparator<RowValue> {
    /// A column titled `title` showing each row's text at `value`, which sorts the table by
    /// that text when its header is clicked (in a table with a sort order).
    ///
    /// SwiftUI's default comparator is `.localizedStandard`, which corelibs Foundation does
    /// not have; the default here is `.lexical`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical
    ) where Label == Text, Content == Text {
        self.init(title: String(title), comparator: KeyPathComparator(value, comparator: comparator)) { row in
            Text(verbatim: row[keyPath: value])
        }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical) where Label == Text, Content == Text {
        self.init(titleKey.resolvedString, value: value, comparator: comparator)
    }

    /// A column titled `title` whose cells are `content` of each row, sorting by the row's
    /// value at `value` with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol, Value, Comparator: SortComparator>(
        _ title: S, value: any KeyPath<RowValue, Value> & Sendable, comparator: Comparator,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) where Label == Text, Comparator.Compared == Value {
        self.init(title: String(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<Value, Comparator: SortComparator>(_ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, Value> & Sendable, comparator: Comparator, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Label == Text, Comparator.Compared == Value {
        self.init(titleKey.resolvedString, value: value, comparator: comparator, content: content)
    }

    /// A column titled `title` whose cells are `content` of each row, sorting by the row's
    /// comparable value at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, Value: Comparable>(
        _ title: S, value: any KeyPath<RowValue, Value> & Sendable, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) where Label == Text {
        self.init(title: String(title), comparator: KeyPathComparator(value), content: content)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init<Value: Comparable>(_ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, Value> & Sendable, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Label == Text {
        self.init(titleKey.resolvedString, value: value, content: content)
    }
}

extension TableColumn where Sort: SortComparator, Sort.Compared == RowValue {
    /// A column titled `title` whose cells are `content` of each row; clicking its header
    /// puts `comparator` first in the table's sort order.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) where Label == Text {
        self.init(title: String(title), comparator: comparator, content: content)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Label == Text {
        self.init(titleKey.resolvedString, sortUsing: comparator, content: content)
    }
}

/// Columns of a ``Table``: a ``TableColumn`` or several, as a `@TableColumnBuilder` makes.
@MainActor @preconcurrency
public protocol TableColumnContent {
    /// The type of the rows.
    associatedtype TableRowValue: Identifiable
    /// The type of the comparator the columns sort with (`Never` when they do not).
    associatedtype TableColumnSortComparator
    /// The columns, in order.
    func _columns() -> [_TableColumnSpec<TableRowValue>]
}

/// One column, type-erased: its title, width, comparator and cells.
public struct _TableColumnSpec<RowValue> {
    let title: String
    let width: CGFloat?
    /// The column's sort comparator (of the table's `Sort` type), when it sorts.
    let comparator: Any?
    let cell: @MainActor (RowValue) -> AnyView
}

/// Several columns in order.
public struct _TableColumnGroup<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let columns: [_TableColumnSpec<RowValue>]

    public func _columns() -> [_TableColumnSpec<RowValue>] { columns }
}

/// Builds a ``Table``'s columns from ``TableColumn``s, as in SwiftUI. In a table with a
/// sort order (`Sort` a comparator), columns that do not sort can be mixed in.
@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> _TableColumnGroup<RowValue, Sort> {
        _TableColumnGroup(columns: column._columns())
    }

    public static func buildBlock(_ groups: _TableColumnGroup<RowValue, Sort>...) -> _TableColumnGroup<RowValue, Sort> {
        _TableColumnGroup(columns: groups.flatMap { $0.columns })
    }

    public static func buildOptional(_ group: _TableColumnGroup<RowValue, Sort>?) -> _TableColumnGroup<RowValue, Sort> {
        group ?? _TableColumnGroup(columns: [])
    }

    public static func buildEither(first group: _TableColumnGroup<RowValue, Sort>) -> _TableColumnGroup<RowValue, Sort> { group }

    public static func buildEither(second group: _TableColumnGroup<RowValue, Sort>) -> _TableColumnGroup<RowValue, Sort> { group }
}

extension TableColumnBuilder where Sort: SortComparator {
    /// A column that does not sort, in a table that does. (Foundation makes `Never` a sort
    /// comparator too, so in a table that does not sort this overload also matches; it is
    /// disfavoured so that the one taking the builder's own `Sort` is chosen, as the
    /// sorting `value:` columns need.)
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(
        _ column: Column
    ) -> _TableColumnGroup<RowValue, Sort> where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        _TableColumnGroup(columns: column._columns())
    }
}
