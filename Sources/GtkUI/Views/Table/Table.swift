import Foundation

/// Rows of values in titled columns, as in SwiftUI: a `GtkColumnView` in a scrolled window,
/// which makes cells only for the rows on screen. Screen readers get GTK's table roles (the
/// table, its rows and cells, and the columns' titles as column headers).
///
/// ```swift
/// Table(hours) {
///     TableColumn("Hour") { Text($0.hour, style: .time) }
///     TableColumn("Samples") { Text("\($0.count)") }
/// }
/// ```
///
/// Rows are not selectable and columns do not sort yet. The cells follow the table: when
/// it updates, the cells on screen show their rows again.
///
/// SwiftUI's `Table` is also generic over its rows' and columns' content types; here the
/// columns are one list whose type code never names, which lets a column's key path
/// (`TableColumn("Name", value: \.name)`) find its root type.
public struct Table<Value: Identifiable>: WidgetRepresentable {
    let rows: [Value]
    let columns: _TableColumnGroup<Value>

    /// A table of `data`, one row per element, with `columns`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TableColumnGroup<Value>
    ) where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }

    /// The column view, its rows and its columns.
    @MainActor
    public final class Coordinator {
        /// One (empty) string per row: the model GTK counts the rows by.
        let positions = GTK.StringList()
        let view: GTK.ColumnView
        var rows: [Value] = []
        var columns: [TableColumnCells<Value>] = []

        init() {
            view = GTK.ColumnView(selection: GTK.NoSelection(model: positions.listModel))
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

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
        let coordinator = context.coordinator
        coordinator.rows = rows
        let specs = columns._columns()
        if coordinator.columns.map(\.column.title) != specs.map(\.title) {
            for cells in coordinator.columns { coordinator.view.removeColumn(cells.column) }
            coordinator.columns = specs.map { spec in
                TableColumnCells(title: spec.title, environment: context.environment, cell: spec.cell) { [weak coordinator] in
                    coordinator?.rows ?? []
                }
            }
            for cells in coordinator.columns { coordinator.view.appendColumn(cells.column) }
        }
        for (cells, spec) in zip(coordinator.columns, specs) {
            cells.cell = spec.cell
            cells.environment = context.environment
            let width = spec.width.map { Int($0.rounded()) } ?? -1
            if cells.column.fixedWidth != width { cells.column.fixedWidth = width }
        }
        // The last column takes the width left over, as SwiftUI's tables do.
        for (index, cells) in coordinator.columns.enumerated() {
            let expands = index == coordinator.columns.count - 1
            if cells.column.expands != expands { cells.column.expands = expands }
        }
        let count = coordinator.positions.listModel.count
        if count != rows.count {
            coordinator.positions.splice(at: 0, removing: count, with: Array(repeating: "", count: rows.count))
        }
        for cells in coordinator.columns { cells.refresh() }
    }

    public static func dismantleWidget(_ scrolled: GTK.ScrolledWindow, coordinator: Coordinator) {
        for cells in coordinator.columns { coordinator.view.removeColumn(cells.column) }
        coordinator.columns = []
    }
}
