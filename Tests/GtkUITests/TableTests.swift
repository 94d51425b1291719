import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

/// `Table` over a `GtkColumnView`: titled columns, a cell per row on screen, cells that
/// follow the rows.
final class TableTests: GtkTestCase {
    struct Hour: Identifiable {
        let id: Int
        let count: Int
        var name: String { "\(id):00" }
    }

    private struct Hours: View {
        let hours: [Hour]

        var body: some View {
            Table(hours) {
                TableColumn("Hour", value: \.name)
                TableColumn("Samples") { hour in Text("\(hour.count)").accessibilityLabel("\(hour.count) samples") }
            }
        }
    }

    func testColumnsAreTitledAndEachRowShowsItsCells() throws {
        try gtk {
            let (window, hosting) = show(Hours(hours: (0..<3).map { Hour(id: $0, count: 60 + $0) }), width: 320, height: 240)
            defer { window.destroy() }
            let view = try XCTUnwrap(descendants(of: hosting.widget, GTK.ColumnView.self).first)
            let texts = labelTexts(in: view)
            XCTAssertEqual(Array(texts.prefix(2)), ["Hour", "Samples"], "the header first: \(texts)")
            for expected in ["0:00", "1:00", "2:00", "60", "61", "62"] {
                XCTAssertTrue(texts.contains(expected), "\(expected) in \(texts)")
            }
            XCTAssertTrue(descendants(of: view, GTK.Label.self).contains { $0.accessibleProperty(.label, is: "62 samples") })
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("table.png"))

            // New rows: the cells follow, one more row.
            hosting.rootView = Hours(hours: (0..<4).map { Hour(id: $0 + 10, count: 70 + $0) })
            settle(window)
            let updated = labelTexts(in: view)
            for expected in ["10:00", "13:00", "70", "73"] {
                XCTAssertTrue(updated.contains(expected), "\(expected) in \(updated)")
            }
            XCTAssertFalse(updated.contains("0:00"), "\(updated)")
        }
    }

    func testTheTableLeavesNothingBehind() throws {
        try gtk {
            let before = LiveObjects.countsByType
            try {
                let (window, _) = show(Hours(hours: (0..<5).map { Hour(id: $0, count: $0) }), width: 320, height: 240)
                window.destroy()
            }()
            XCTAssertTrue(MainLoop.run(until: { (LiveObjects.countsByType["GtkColumnView"] ?? 0) <= (before["GtkColumnView"] ?? 0) }),
                          "\(LiveObjects.countsByType)")
            XCTAssertLessThanOrEqual(LiveObjects.countsByType["GtkuiHost"] ?? 0, before["GtkuiHost"] ?? 0)
        }
    }

    // MARK: Selection and sort order

    struct Person: Identifiable {
        let id: Int
        let name: String
        let age: Int
    }

    /// What the table's bindings were last set to, for the test to read.
    @MainActor
    final class Record {
        var selection: Set<Int> = []
        var single: Int?
        var sortOrder: [KeyPathComparator<Person>] = []
    }

    /// Apple's pattern: the table writes the sort order, the view sorts its rows.
    private struct People: View {
        let record: Record
        @State private var people = [
            Person(id: 1, name: "Carol", age: 41), Person(id: 2, name: "alice", age: 29), Person(id: 3, name: "Bob", age: 35),
        ]
        @State private var sortOrder = [KeyPathComparator(\Person.name)]
        @State private var selection: Set<Person.ID> = [2]

        var body: some View {
            Table(people, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
                TableColumn("Note") { person in Text("#\(person.id)") }
            }
            .onAppear { people.sort(using: sortOrder) }
            .onChange(of: sortOrder) { _, order in
                record.sortOrder = order
                people.sort(using: order)
            }
            .onChange(of: selection) { _, selected in record.selection = selected }
        }
    }

    private struct OnePerson: View {
        let record: Record
        @State private var selection: Person.ID?

        var body: some View {
            Table([Person(id: 7, name: "Dana", age: 50), Person(id: 8, name: "Eve", age: 22)], selection: $selection) {
                TableColumn("Name", value: \.name)
            }
            .onChange(of: selection) { _, selected in record.single = selected }
        }
    }

    /// The names in the first column, top to bottom.
    @MainActor
    private static func names(in view: GTK.ColumnView) -> [String] {
        labelTexts(in: view).filter { ["Carol", "alice", "Bob"].contains($0) }
    }

    @MainActor
    private static func clickHeader(_ title: String, in view: GTK.ColumnView) throws {
        let header = try XCTUnwrap(descendants(of: view, GTK.Widget.self).first {
            $0.typeName == "GtkColumnViewTitle" && labelTexts(in: $0) == [title]
        }, "a header titled \(title)")
        let point = try XCTUnwrap(PointerSynthesizer.center(of: header))
        // Past GTK's double-click time: a second press soon after the first is one
        // double click, which a header does not take as a second click.
        MainLoop.run(until: { false }, timeout: .milliseconds(450))
        XCTAssertTrue(PointerSynthesizer.click(at: point))
        settle(view)
    }

    func testClickingASortableHeaderWritesTheSortOrderAndTheArrowFollowsIt() throws {
        try gtk {
            let record = Record()
            try withFocusedWindow(People(record: record), width: 360, height: 240) { window in
                let view = try XCTUnwrap(descendants(of: window, GTK.ColumnView.self).first)
                let columns = descendants(of: view, GTK.Widget.self).filter { $0.typeName == "GtkColumnViewTitle" }
                XCTAssertEqual(columns.count, 3)
                // Sorted on appearing by name, lexically (corelibs' KeyPathComparator for
                // String): capitals first. The arrow is on Name, pointing up.
                XCTAssertEqual(Self.names(in: view), ["Bob", "Carol", "alice"])
                let coordinatorColumns = try XCTUnwrap(Self.tableColumns(of: view))
                XCTAssertEqual(view.primarySortColumn(among: coordinatorColumns)?.index, 0)
                XCTAssertEqual(view.primarySortColumn(among: coordinatorColumns)?.descending, false)
                try WidgetRenderer.render(window).writePNG(to: Artifacts.path("table-sorted-by-name.png"))

                try Self.clickHeader("Age", in: view)
                XCTAssertEqual(record.sortOrder, [KeyPathComparator(\Person.age), KeyPathComparator(\Person.name)],
                               "the clicked column first, the others after")
                XCTAssertEqual(Self.names(in: view), ["alice", "Bob", "Carol"], "29, 35, 41")
                XCTAssertEqual(view.primarySortColumn(among: coordinatorColumns)?.index, 1)

                try Self.clickHeader("Age", in: view)
                XCTAssertEqual(record.sortOrder.first, KeyPathComparator(\Person.age, order: .reverse), "a second click reverses it")
                XCTAssertEqual(Self.names(in: view), ["Carol", "Bob", "alice"])
                XCTAssertEqual(view.primarySortColumn(among: coordinatorColumns)?.descending, true)
                try WidgetRenderer.render(window).writePNG(to: Artifacts.path("table-sorted-by-age-descending.png"))

                let before = record.sortOrder
                try Self.clickHeader("Note", in: view)
                XCTAssertEqual(record.sortOrder, before, "a column without a comparator does not sort")
                XCTAssertEqual(view.primarySortColumn(among: coordinatorColumns)?.index, 1)
            }
        }
    }

    func testTheSelectionBindingSelectsRowsAndClicksWriteIt() throws {
        try gtk {
            let record = Record()
            try withFocusedWindow(People(record: record), width: 360, height: 240) { window in
                let view = try XCTUnwrap(descendants(of: window, GTK.ColumnView.self).first)
                let model = try XCTUnwrap(gtk_column_view_get_model(view.opaquePointer))
                // Rows: Bob, Carol, alice; the binding holds alice (2).
                XCTAssertEqual((0..<3).map { gtk_selection_model_is_selected(model, guint($0)) != 0 }, [false, false, true])
                let bob = try XCTUnwrap(descendants(of: view, GTK.Label.self).first { $0.text == "Bob" })
                let point = try XCTUnwrap(PointerSynthesizer.center(of: bob))
                XCTAssertTrue(PointerSynthesizer.click(at: point))
                settle(window)
                XCTAssertEqual(record.selection, [3], "a click selects that row alone")
                XCTAssertEqual((0..<3).map { gtk_selection_model_is_selected(model, guint($0)) != 0 }, [true, false, false])
                try WidgetRenderer.render(window).writePNG(to: Artifacts.path("table-selection.png"))
            }
            let single = Record()
            try withFocusedWindow(OnePerson(record: single), width: 300, height: 200) { window in
                let eve = try XCTUnwrap(descendants(of: window, GTK.Label.self).first { $0.text == "Eve" })
                XCTAssertTrue(PointerSynthesizer.click(at: try XCTUnwrap(PointerSynthesizer.center(of: eve))))
                settle(window)
                XCTAssertEqual(single.single, 8)
            }
        }
    }

    /// The table's columns, as its coordinator made them (the header widgets are GTK's).
    @MainActor
    private static func tableColumns(of view: GTK.ColumnView) -> [GTK.ColumnViewColumn]? {
        guard let list = gtk_column_view_get_columns(view.opaquePointer) else { return nil }
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            g_list_model_get_item(list, index).map { GTK.ColumnViewColumn(adopting: $0) }
        }
    }
}
