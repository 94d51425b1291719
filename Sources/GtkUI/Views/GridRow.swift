/// One row of a ``Grid``, as in SwiftUI: its views are the row's cells, from the first
/// column on.
///
/// A row has no GTK widget of its own in the grid: its widget is an unparented marker that
/// carries the row's cell widgets to the ``Grid``, which attaches them to its `GtkGrid` at
/// the row's index. When only the row's cells change (a conditional cell, a `ForEach` of
/// cells), the row asks its grid to re-place them. Outside a `Grid` a row shows nothing.
public struct GridRow<Content: View>: ContainerRepresentable {
    /// Where the row's cells sit vertically; `nil` keeps the grid's alignment.
    public var alignment: VerticalAlignment?
    public var content: Content

    /// A row of the cells in `content`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeWidget(context: Context) -> GTK.Box {
        let marker = GTK.Box(.horizontal)
        GridRowCells.records.attach(GridRowCells(), to: marker)
        return marker
    }

    public func updateWidget(_ marker: GTK.Box, context: Context) {
        guard let row = GridRowCells.records.existing(on: marker), row.verticalAlignment != alignment else { return }
        row.verticalAlignment = alignment
        row.cellsDidChange?()
    }

    public func placeChildren(_ children: [GTK.Widget], in marker: GTK.Box, context: Context) {
        guard let row = GridRowCells.records.existing(on: marker) else { return }
        let changed = row.cells != children
        row.cells = children
        if changed { row.cellsDidChange?() }
    }
}

/// What a ``GridRow``'s marker widget (never shown) carries to the grid, attached to it.
@MainActor
final class GridRowCells {
    /// The records, on the markers of grid rows.
    static let records = AttachedRecord<GridRowCells>("gtkui-grid-row")

    /// The row's cell widgets, in column order.
    var cells: [GTK.Widget] = []
    /// The row's own vertical alignment, if any.
    var verticalAlignment: VerticalAlignment?
    /// Set by the grid: re-places the grid's cells.
    var cellsDidChange: (@MainActor () -> Void)?
}
