import Foundation

/// Rows of values in titled columns, as in SwiftUI: a `GtkColumnView` in a scrolled window,
/// which makes cells only for the rows on screen. Screen readers get GTK's table roles (the
/// table, its rows and cells, and the columns' titles as column headers).
///
/// ```swift
/// @State private var sortOrder = [KeyPathComparator(\Person.name)]
/// @State private var selection: Set<Person.ID> = []
///
/// Table(people, selection: $selection, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }
///     TableColumn("Photo") { PhotoView($0) }
/// }
/// .onChange(of: sortOrder) { _, order in people.sort(using: order) }
/// ```
///
/// With a selection binding, rows are selected by click, Ctrl/Shift-click (a `Set`) and the
/// keyboard, and the binding holds their IDs. With a sort order, the headers of the columns
/// that sort are clickable and show an arrow on the column first in the order; a click puts
/// that column's comparator first (or reverses it), and the app sorts its rows, as in SwiftUI.
///
/// SwiftUI's `Table` is also generic over its rows' and columns' content types; here the
/// columns are one list whose type code never names. `Table(of:)` with `TableRow`s is not
/// offered.
public struct Table<Value: Identifiable>: WidgetRepresentable {
    let rows: [Value]
    let columns: [_TableColumnSpec<Value>]
    let selection: ListSelection<Value.ID>
    let sortOrder: TableSortOrder?

    init(rows: [Value], columns: [_TableColumnSpec<Value>], selection: ListSelection<Value.ID>, sortOrder: TableSortOrder?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sortOrder = sortOrder
    }

    /// A table of `data`, one row per element, with `columns`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TableColumnGroup<Value, Never>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns().columns, selection: .none, sortOrder: nil)
    }

    /// A table of `data` whose one selected row's ID is `selection` (nil when none).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumnGroup<Value, Never>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns().columns, selection: .single(selection), sortOrder: nil)
    }

    /// A table of `data` whose selected rows' IDs are `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumnGroup<Value, Never>
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns().columns, selection: .multiple(selection), sortOrder: nil)
    }

    /// A table of `data` whose sortable columns' headers write `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumnGroup<Value, Sort>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns().columns, selection: .none, sortOrder: TableSortOrder(sortOrder))
    }

    /// A table of `data` with one selected row and sortable columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumnGroup<Value, Sort>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns().columns, selection: .single(selection), sortOrder: TableSortOrder(sortOrder))
    }

    /// A table of `data` with selected rows and sortable columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumnGroup<Value, Sort>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns().columns, selection: .multiple(selection), sortOrder: TableSortOrder(sortOrder))
    }

    public func makeCoordinator() -> TableCoordinator<Value> {
        switch selection {
        case .none: TableCoordinator(selecting: nil)
        case .single: TableCoordinator(selecting: .single)
        case .multiple: TableCoordinator(selecting: .multiple)
        }
    }

    public func makeWidget(context: Context) -> GTK.ScrolledWindow {
        let scrolled = GTK.ScrolledWindow()
        let view = context.coordinator.view
        view.addCSSClass("data-table")
        view.allowsColumnReordering = false
        scrolled.child = view
        // A table takes the space it is offered, as in SwiftUI, and scrolls what does not fit.
        scrolled.fillsOfferedSpace = true
        return scrolled
    }

    public func updateWidget(_ scrolled: GTK.ScrolledWindow, context: Context) {
        context.coordinator.update(
            rows: rows, columns: columns, environment: context.environment,
            selection: selection.erased, sortOrder: sortOrder)
    }

    public static func dismantleWidget(_ scrolled: GTK.ScrolledWindow, coordinator: TableCoordinator<Value>) {
        coordinator.tearDown()
    }
}
