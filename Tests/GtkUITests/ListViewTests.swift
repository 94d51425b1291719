import CGtk
import CGtkShim
import XCTest
@testable import GtkUI

/// A row model whose own change must reach only its row.
@MainActor
final class ListRowModel: ObservableObject, Identifiable {
    let id: Int
    @Published var name: String
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

private struct RowView: View {
    @ObservedObject var model: ListRowModel
    var selected = false

    var body: some View {
        HStack {
            Text(model.name)
            if selected { Image(systemName: "checkmark") }
        }
    }
}

/// Rows of a `GtkListView` made by existing GTK code host declarative cells: recycled,
/// updated per item, diffed by ID.
final class ListViewTests: GtkTestCase {
    @MainActor
    private static func makeList(count: Int) -> (ListDataSource<Int, Int>, ListItemFactory<Int, Int>, [ListRowModel]) {
        let models = (0..<count).map { ListRowModel(id: $0, name: "Row \($0)") }
        let dataSource = ListDataSource<Int, Int>()
        let factory = ListItemFactory(dataSource) { cell, row in
            guard let id = row.itemID else { return }
            let model = models.indices.contains(id) ? models[id] : ListRowModel(id: id, name: "New \(id)")
            cell.contentConfiguration = HostingConfiguration { RowView(model: model) }
        }
        var snapshot = ListSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        XCTAssertNoThrow(try dataSource.apply(snapshot))
        return (dataSource, factory, models)
    }

    func testOneHundredThousandItemsMakeAFewHundredRowWidgets() throws {
        try gtk {
            let (dataSource, factory, _) = Self.makeList(count: 100_000)
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }
            XCTAssertEqual(dataSource.model.count, 100_000)
            XCTAssertGreaterThan(factory.cellCount, 10)
            XCTAssertLessThanOrEqual(factory.cellCount, 210)
            list.scroll(to: 0.5)
            list.scroll(to: 0.9)
            XCTAssertLessThanOrEqual(factory.cellCount, 210, "scrolling reuses rows")
            // Every bound row near the visible area shows its own item.
            var checked = 0
            for position in 89_000..<91_000 {
                guard let id = dataSource.itemIdentifier(at: position),
                      let cell = factory.cell(for: .item(id)) else { continue }
                XCTAssertEqual(labelTexts(in: cell.widget), ["Row \(id)"])
                checked += 1
            }
            XCTAssertGreaterThan(checked, 10, "rows around 90 % are bound")
            try WidgetRenderer.render(list.window).writePNG(to: Artifacts.path("list-100k.png"))
            list.scroll(to: 0)
            let first = try XCTUnwrap(factory.cell(for: .item(0)))
            XCTAssertEqual(labelTexts(in: first.widget), ["Row 0"])
        }
    }

    func testAnItemsOwnChangeUpdatesOnlyItsRowWithoutARebind() throws {
        try gtk {
            let (dataSource, factory, models) = Self.makeList(count: 1_000)
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }
            let binds = factory.bindCount
            let before = GraphCounters.snapshot
            models[3].name = "Renamed"
            settle(list.window)
            let after = GraphCounters.snapshot
            XCTAssertEqual(after.bodyEvaluations - before.bodyEvaluations, 1, "only row 3's view")
            XCTAssertEqual(factory.bindCount, binds, "no row was rebound")
            let cell = try XCTUnwrap(factory.cell(for: .item(3)))
            XCTAssertEqual(labelTexts(in: cell.widget), ["Renamed"])
        }
    }

    func testApplyingSnapshotsMakesTheFewestModelChanges() throws {
        try gtk {
            let (dataSource, factory, _) = Self.makeList(count: 100)
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }
            var changes: [ListModelChange] = []
            dataSource.model.connect(.itemsChanged) { _, change in changes.append(change) }

            var snapshot = dataSource.snapshot()
            snapshot.insertItems([1_000], beforeItem: 5)
            try dataSource.apply(snapshot)
            XCTAssertEqual(changes, [ListModelChange(position: 5, removed: 0, added: 1)])

            changes = []
            snapshot.deleteItems([10, 50, 90])
            try dataSource.apply(snapshot)
            XCTAssertEqual(changes, [
                ListModelChange(position: 11, removed: 1, added: 0),
                ListModelChange(position: 50, removed: 1, added: 0),
                ListModelChange(position: 89, removed: 1, added: 0),
            ])

            changes = []
            snapshot.moveItem(0, afterItem: 99)
            try dataSource.apply(snapshot)
            XCTAssertEqual(changes.count, 2, "a move is a removal and an insertion")
            XCTAssertEqual(dataSource.itemIdentifier(at: dataSource.rowCount - 1), 0)
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, snapshot.itemIdentifiers)

            // Reconfiguring configures the bound cell again in place; no model change.
            changes = []
            let binds = factory.bindCount
            let cell = try XCTUnwrap(factory.cell(for: .item(2)))
            snapshot.reconfigureItems([2])
            try dataSource.apply(snapshot)
            XCTAssertEqual(changes, [])
            XCTAssertEqual(factory.bindCount, binds)
            XCTAssertTrue(factory.cell(for: .item(2)) === cell)

            // Reloading replaces the row item: one change, GTK rebinds it.
            snapshot.reloadItems([2])
            try dataSource.apply(snapshot)
            XCTAssertEqual(changes, [ListModelChange(position: 1, removed: 1, added: 1)])
            settle(list.window)
            XCTAssertGreaterThan(factory.bindCount, binds)
        }
    }

    func testGTKReadsConsistentRowsWhileAChangeIsAnnounced() throws {
        try gtk {
            let dataSource = ListDataSource<Int, Int>()
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<10))
            try dataSource.apply(snapshot)
            var seen: [[Int]] = []
            dataSource.model.connect(.itemsChanged) { model, _ in
                // What a list view sees if it reads the whole model inside the signal.
                let ids = (0..<model.count).map { position -> Int in
                    let item = g_list_model_get_item(model.modelPointer, guint(position))
                    defer { g_object_unref(item) }
                    return RowItem.id(of: item, as: ListRowID<Int, Int>.self)?.itemID ?? -1
                }
                seen.append(ids)
            }
            snapshot.deleteItems([2])
            snapshot.insertItems([100], beforeItem: 7)
            try dataSource.apply(snapshot)
            XCTAssertEqual(seen, [[0, 1, 3, 4, 5, 6, 7, 8, 9], [0, 1, 3, 4, 5, 6, 100, 7, 8, 9]])
        }
    }

    func testADuplicateIDIsRefusedAndTheListKeepsWhatItShowed() throws {
        try gtk {
            let (dataSource, factory, _) = Self.makeList(count: 10)
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }
            var changes = 0
            dataSource.model.connect(.itemsChanged) { _, _ in changes += 1 }
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 2, 3])
            XCTAssertThrowsError(try dataSource.apply(snapshot)) { error in
                XCTAssertEqual(error as? ListSnapshotError, .duplicateItem("2"))
                XCTAssertTrue("\(error)".contains("2 appears more than once"))
            }
            XCTAssertEqual(changes, 0)
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, Array(0..<10))
        }
    }

    func testTheStateHandlerRunsWhenARowIsSelected() throws {
        try gtk {
            let models = (0..<20).map { ListRowModel(id: $0, name: "Row \($0)") }
            let (dataSource, factory, states) = try stateRecordingList(rows: 20) { id, state in
                RowView(model: models[id], selected: state.isSelected)
            }
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }
            XCTAssertEqual(states[4]?.isSelected, false)
            gtk_selection_model_select_item(list.selection, 4, 1)
            settle(list.window)
            XCTAssertEqual(states[4]?.isSelected, true)
            let cell = try XCTUnwrap(factory.cell(for: .item(4)))
            XCTAssertTrue(!descendants(of: cell.widget, GTK.Image.self).isEmpty, "a checkmark")
            gtk_selection_model_unselect_item(list.selection, 4)
            settle(list.window)
            XCTAssertEqual(states[4]?.isSelected, false)
            XCTAssertFalse(!descendants(of: cell.widget, GTK.Image.self).isEmpty)
        }
    }

    func testTheStateHandlerFollowsHoverFocusAndEditing() throws {
        try gtk {
            let (dataSource, factory, states) = try stateRecordingList(rows: 5) { id, _ in
                HStack {
                    Button("Row \(id)") {}
                    TextField("Note", text: .constant("note \(id)"))
                }
            }
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }
            let cell = try XCTUnwrap(factory.cell(for: .item(2)))
            XCTAssertEqual(states[2], ListCellState())

            // GTK marks the widgets under the pointer PRELIGHT as the pointer crosses them.
            gtk_widget_set_state_flags(cell.widget.widgetPointer, GTK_STATE_FLAG_PRELIGHT, 0)
            settle(list.window)
            XCTAssertEqual(states[2]?.isHovered, true)
            gtk_widget_unset_state_flags(cell.widget.widgetPointer, GTK_STATE_FLAG_PRELIGHT)
            settle(list.window)
            XCTAssertEqual(states[2]?.isHovered, false)

            let button = try XCTUnwrap(descendants(of: cell.widget, GTK.Button.self).first)
            XCTAssertTrue(button.grabFocus())
            settle(list.window)
            XCTAssertEqual(states[2]?.isFocused, true)
            XCTAssertEqual(states[2]?.isEditing, false)
            XCTAssertEqual(states[3]?.isFocused, false, "only the row with the focus")

            let field = try XCTUnwrap(descendants(of: cell.widget, GTK.Widget.self).first {
                gtkui_object_is_a(UnsafeMutableRawPointer($0.widgetPointer), gtk_editable_get_type()) != 0
            })
            // (The handler runs as the focus enters or leaves the row, not as it moves
            // between widgets inside it.)
            list.window.clearWindowFocus()
            settle(list.window)
            XCTAssertTrue(field.grabFocus())
            settle(list.window)
            XCTAssertEqual(states[2]?.isFocused, true)
            XCTAssertEqual(states[2]?.isEditing, true)

            list.window.clearWindowFocus()
            settle(list.window)
            XCTAssertEqual(states[2]?.isFocused, false)
            XCTAssertEqual(states[2]?.isEditing, false)
        }
    }

    func testHeaderRowsCannotBeSelected() throws {
        try gtk {
            let (dataSource, factory) = try twoSectionList(boldHeaders: true)
            XCTAssertEqual(dataSource.rowCount, 5)
            XCTAssertEqual(dataSource.rowIdentifier(at: 3), .header("Earlier"))
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 3])
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }
            let header = try XCTUnwrap(factory.cell(for: .header("Earlier")))
            XCTAssertEqual(labelTexts(in: header.widget), ["Earlier"])
        }
    }

    func testStateInACellBelongsToItsItem() throws {
        try gtk {
            let dataSource = ListDataSource<Int, Int>()
            let factory = ListItemFactory(dataSource) { cell, row in
                cell.contentConfiguration = HostingConfiguration { CounterCell(id: row.itemID ?? -1) }
            }
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            try dataSource.apply(snapshot)
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }
            let cell = try XCTUnwrap(factory.cell(for: .item(1)))
            let button = try XCTUnwrap(descendants(of: cell.widget, GTK.Button.self).first)
            button.emit(.clicked)
            settle(list.window)
            XCTAssertTrue(labelTexts(in: cell.widget).contains("1: 1"))
            // Item 1 leaves and item 2 takes its row: its counter starts at 0.
            var next = ListSnapshot<Int, Int>()
            next.appendSections([0])
            next.appendItems([2])
            try dataSource.apply(next)
            settle(list.window)
            let reused = try XCTUnwrap(factory.cell(for: .item(2)))
            XCTAssertTrue(labelTexts(in: reused.widget).contains("2: 0"), "\(labelTexts(in: reused.widget))")
        }
    }
}

private struct CounterCell: View {
    let id: Int
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("\(id): \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

/// A condition the user edits inline in its row.
@MainActor
private final class EditableRow: ObservableObject {
    @Published var text: String
    init(_ text: String) { self.text = text }
}

private struct EditableRowView: View {
    @ObservedObject var row: EditableRow

    var body: some View {
        TextField("Condition", text: $row.text)
    }
}

final class ListEditingTests: GtkTestCase {
    func testEditsReachTheirOwnItemAcrossRecycling() throws {
        try gtk {
            let rows = (0..<20_000).map { EditableRow("Condition \($0)") }
            let dataSource = ListDataSource<Int, Int>()
            let factory = ListItemFactory(dataSource) { cell, row in
                guard let id = row.itemID else { return }
                cell.contentConfiguration = HostingConfiguration { EditableRowView(row: rows[id]) }
            }
            var snapshot = ListSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<rows.count))
            try dataSource.apply(snapshot)
            let list = ListWindow(dataSource, factory: factory)
            defer { list.close() }

            let cell = try XCTUnwrap(factory.cell(for: .item(3)))
            let entry = try XCTUnwrap(descendants(of: cell.widget, GTK.Entry.self).first)
            XCTAssertEqual(entry.text, "Condition 3")
            entry.replaceText(with: "Asthma, mild")
            settle(list.window)
            XCTAssertEqual(rows[3].text, "Asthma, mild", "each edit writes back")

            // 10,000 rows away and back: the rows were rebound to other items meanwhile.
            list.scroll(to: 0.5)
            var checked = 0
            for position in 9_900..<10_100 {
                guard let recycled = factory.cell(for: .item(position)) else { continue }
                let shown = descendants(of: recycled.widget, GTK.Entry.self).first?.text
                XCTAssertEqual(shown, "Condition \(position)", "a recycled row shows its own item")
                checked += 1
            }
            XCTAssertGreaterThan(checked, 5, "rows around 10,000 are bound")
            XCTAssertNil(factory.cell(for: .item(3)), "item 3's row was recycled")
            list.scroll(to: 0)
            let back = try XCTUnwrap(factory.cell(for: .item(3)))
            XCTAssertEqual(descendants(of: back.widget, GTK.Entry.self).first?.text, "Asthma, mild")
            XCTAssertEqual(rows[3].text, "Asthma, mild")
            let changed = rows.indices.filter { rows[$0].text != "Condition \($0)" }
            XCTAssertEqual(changed, [3], "no other item was written")

            // Typing into the row now writes to item 3, whichever row widget shows it.
            let entryNow = try XCTUnwrap(descendants(of: back.widget, GTK.Entry.self).first)
            entryNow.replaceText(with: "Asthma")
            settle(list.window)
            XCTAssertEqual(rows[3].text, "Asthma")
            XCTAssertEqual(rows.indices.filter { rows[$0].text != "Condition \($0)" }, [3])
        }
    }
}
