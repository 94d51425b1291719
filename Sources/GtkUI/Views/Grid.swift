import Foundation

/// Views in rows and columns, over a `GtkGrid`, as in SwiftUI.
///
/// Each ``GridRow`` of the content is one row of the grid, its views the cells from the
/// first column on; a view that is not in a `GridRow` spans the whole row it takes. Rows
/// and cells can come from `ForEach` and conditionals: when they are inserted, removed or
/// move, the cells already in the grid are moved in place (they keep their state), not
/// re-created. Columns are as wide as their widest cell, rows as tall as their tallest.
public struct Grid<Content: View>: ContainerRepresentable {
    /// Where each cell sits in its row and column.
    public var alignment: Alignment
    /// Space between columns; `nil` uses the default of 8.
    public var horizontalSpacing: CGFloat?
    /// Space between rows; `nil` uses the default of 8.
    public var verticalSpacing: CGFloat?
    public var content: Content

    /// A grid of the rows in `content`.
    public init(
        alignment: Alignment = .center,
        horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Keeps the grid's latest rows, so a row whose cells change can be re-placed alone.
    public final class Coordinator {
        var children: [GTK.Widget] = []
        var alignment = Alignment.center
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Grid {
        GTK.Grid()
    }

    public func updateWidget(_ grid: GTK.Grid, context: Context) {
        context.coordinator.alignment = alignment
        let columnSpacing = StackSpacing.points(horizontalSpacing)
        let rowSpacing = StackSpacing.points(verticalSpacing)
        if grid.columnSpacing != columnSpacing { grid.columnSpacing = columnSpacing }
        if grid.rowSpacing != rowSpacing { grid.rowSpacing = rowSpacing }
    }

    public func placeChildren(_ children: [GTK.Widget], in grid: GTK.Grid, context: Context) {
        let coordinator = context.coordinator
        coordinator.children = children
        for child in children {
            guard let row = GridRowCells.records.existing(on: child) else { continue }
            row.cellsDidChange = { [weak coordinator, weak grid] in
                guard let coordinator, let grid else { return }
                Self.place(coordinator.children, in: grid, alignment: coordinator.alignment)
            }
        }
        Self.place(children, in: grid, alignment: alignment)
    }

    /// Attaches every row's cells at their row and column.
    static func place(_ children: [GTK.Widget], in grid: GTK.Grid, alignment: Alignment) {
        let columns = children.map { GridRowCells.records.existing(on: $0)?.cells.count ?? 1 }.max() ?? 1
        var cells: [(widget: GTK.Widget, cell: GTK.Grid.Cell)] = []
        for (rowIndex, child) in children.enumerated() {
            if let row = GridRowCells.records.existing(on: child) {
                for (column, cell) in row.cells.enumerated() {
                    cells.append((cell, GTK.Grid.Cell(column: column, row: rowIndex)))
                }
            } else {
                cells.append((child, GTK.Grid.Cell(column: 0, row: rowIndex, columnSpan: max(1, columns))))
            }
        }
        grid.setCells(cells)
        for child in children {
            guard let row = GridRowCells.records.existing(on: child) else {
                child.align(alignment)
                continue
            }
            let rowAlignment = Alignment(
                horizontal: alignment.horizontal, vertical: row.verticalAlignment ?? alignment.vertical)
            for cell in row.cells { cell.align(rowAlignment) }
        }
    }
}
