import Observation
import CGtk
import XCTest
@testable import GtkUI

/// Grid and GridRow over GtkGrid.
final class GridTests: GtkTestCase {
    @MainActor
    private static func cells(_ grid: GTK.Grid) -> [String: GTK.Grid.Cell] {
        var result: [String: GTK.Grid.Cell] = [:]
        for child in grid.children {
            guard let label = child.cast(to: GTK.Label.self) else { continue }
            result[label.text] = grid.cell(of: child)
        }
        return result
    }

    func testRowsAndCellsAreAttachedAtTheirRowAndColumn() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Grid(alignment: .leading, horizontalSpacing: 12) {
                GridRow { Text("a"); Text("b") }
                GridRow { Text("c"); Text("d"); Text("e") }
                Text("full")
            })
            let grid = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Grid.self))
            let cells = Self.cells(grid)
            XCTAssertEqual(cells["a"], .init(column: 0, row: 0))
            XCTAssertEqual(cells["b"], .init(column: 1, row: 0))
            XCTAssertEqual(cells["c"], .init(column: 0, row: 1))
            XCTAssertEqual(cells["e"], .init(column: 2, row: 1))
            XCTAssertEqual(cells["full"], .init(column: 0, row: 2, columnSpan: 3), "a view outside rows spans the grid")
            XCTAssertEqual(grid.columnSpacing, 12)
            XCTAssertEqual(grid.rowSpacing, 8)
            XCTAssertEqual(Set(grid.children.map(\.horizontalAlign)), [.start])
            XCTAssertEqual(grid.children.count, 6, "the row markers are not in the grid")
        }
    }

    func testRowsSurviveInsertRemoveAndMove() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Table(rows: ["x", "y", "z"]))
            let grid = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Grid.self))
            XCTAssertEqual(Self.cells(grid)["y:value"], .init(column: 1, row: 1))
            let yLabel = try XCTUnwrap(grid.children.first { $0.cast(to: GTK.Label.self)?.text == "y" })

            hosting.rootView = Table(rows: ["w", "x", "y", "z"])  // insert at the top
            UpdateScheduler.shared.flush()
            XCTAssertEqual(Self.cells(grid)["w"], .init(column: 0, row: 0))
            XCTAssertEqual(Self.cells(grid)["y"], .init(column: 0, row: 2))
            XCTAssertTrue(grid.children.contains { $0.widgetPointer == yLabel.widgetPointer }, "y's widget was moved, not re-made")

            hosting.rootView = Table(rows: ["w", "y", "z"])  // remove
            UpdateScheduler.shared.flush()
            XCTAssertNil(Self.cells(grid)["x"])
            XCTAssertEqual(Self.cells(grid)["y:value"], .init(column: 1, row: 1))

            hosting.rootView = Table(rows: ["z", "w", "y"])  // move
            UpdateScheduler.shared.flush()
            XCTAssertEqual(Self.cells(grid)["z"], .init(column: 0, row: 0))
            XCTAssertEqual(Self.cells(grid)["w:value"], .init(column: 1, row: 1))
            XCTAssertEqual(Self.cells(grid)["y"], .init(column: 0, row: 2))
            XCTAssertEqual(grid.children.count, 6)
            XCTAssertTrue(grid.children.contains { $0.widgetPointer == yLabel.widgetPointer })

            let before = GraphCounters.snapshot
            hosting.rootView = Table(rows: ["z", "w", "y"])
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GraphCounters.snapshot.since(before).gtkSetterCalls, 0, "no change, no setter")
        }
    }

    func testACellAppearingInARowIsPlacedWithoutTheGridUpdating() throws {
        try gtk {
            let model = RowModel()
            let hosting = HostingWidget(rootView: Grid {
                GridRow { Text("name"); Text("value") }
                ObservedRow(model: model)
            })
            let grid = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Grid.self))
            XCTAssertNil(Self.cells(grid)["extra"])
            model.showsExtra = true
            UpdateScheduler.shared.flush()
            XCTAssertEqual(Self.cells(grid)["extra"], .init(column: 1, row: 1))
            XCTAssertEqual(Self.cells(grid)["first"], .init(column: 0, row: 1))
        }
    }
}

private struct Table: View {
    var rows: [String]
    var body: some View {
        Grid {
            ForEach(rows, id: \.self) { row in
                GridRow {
                    Text(row)
                    Text(row + ":value")
                }
            }
        }
    }
}

@Observable
private final class RowModel {
    var showsExtra = false
}

private struct ObservedRow: View {
    var model: RowModel
    var body: some View {
        GridRow {
            Text("first")
            if model.showsExtra { Text("extra") }
        }
    }
}
