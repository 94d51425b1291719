import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

@MainActor
private final class Shelf: ObservableObject {
    @Published var selection: String?
    @Published var selections: Set<String> = []
}

private let fruits = ["Apple", "Banana", "Cherry"]
private let vegetables = ["Leek", "Onion"]

private struct ShelfList: View {
    @ObservedObject var shelf: Shelf
    var multiple = false

    var body: some View {
        if multiple {
            List(selection: $shelf.selections) { sections }
        } else {
            List(selection: $shelf.selection) { sections }
        }
    }

    @ViewBuilder private var sections: some View {
        Section("Fruits") { ForEach(fruits, id: \.self) { Text($0) } }
        Section("Vegetables") { ForEach(vegetables, id: \.self) { Text($0) } }
    }
}

/// A field, a list of fifty rows and a button.
private struct FieldListButton: View {
    @ObservedObject var shelf: Shelf
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Before", text: $text)
            List(selection: $shelf.selection) { ForEach((1...50).map { "Row \($0)" }, id: \.self) { Text($0) } }
            Button("After") {}
        }
    }
}

/// The keyboard moves through a sectioned `List` past its headers, which are never selected.
final class ListKeyboardNavigationTests: GtkTestCase {
    /// The text of the row with the keyboard focus.
    @MainActor
    private static func focusedText(in window: GTK.Window) -> String? {
        guard let focus = gtk_root_get_focus(OpaquePointer(window.widgetPointer)) else { return nil }
        return labelTexts(in: GTK.Widget(retaining: focus)).first
    }

    /// Types `key` and waits until the selection (or focus) settles on `expected`.
    @MainActor
    private static func press(
        _ key: String, in window: GTK.Window, waiting timeout: Duration = .seconds(2), until done: @escaping () -> Bool
    ) -> Bool {
        guard KeySynthesizer.type(key) else { return false }
        let result = MainLoop.run(until: done, timeout: timeout)
        settle(window)
        return result
    }

    func testArrowKeysCrossHeadersAndSelectTheNextRow() throws {
        try gtk {
            let shelf = Shelf()
            try withFocusedWindow(ShelfList(shelf: shelf), width: 300, height: 400) { window in
                shelf.selection = "Cherry"
                settle(window)
                XCTAssertNotEqual(gtk_widget_grab_focus(try listRow(showing: "Cherry", in: window).row.widgetPointer), 0)

                // Down from the last fruit: past the Vegetables header, to Leek.
                XCTAssertTrue(Self.press("Down", in: window) { shelf.selection == "Leek" }, "\(shelf.selection ?? "nil")")
                XCTAssertEqual(Self.focusedText(in: window), "Leek")
                // And back up past it.
                XCTAssertTrue(Self.press("Up", in: window) { shelf.selection == "Cherry" }, "\(shelf.selection ?? "nil")")
                XCTAssertEqual(Self.focusedText(in: window), "Cherry")
                // Plain moves within a section are GTK's own.
                XCTAssertTrue(Self.press("Up", in: window) { shelf.selection == "Banana" })
                XCTAssertTrue(Self.press("Up", in: window) { shelf.selection == "Apple" })
                // Up from the first row: only a header above, the focus stays.
                _ = Self.press("Up", in: window, waiting: .milliseconds(200)) { false }
                XCTAssertEqual(shelf.selection, "Apple")
                XCTAssertEqual(Self.focusedText(in: window), "Apple")
                // End and Home.
                XCTAssertTrue(Self.press("End", in: window) { shelf.selection == "Onion" })
                XCTAssertTrue(Self.press("Home", in: window) { shelf.selection == "Apple" }, "\(shelf.selection ?? "nil")")
                XCTAssertEqual(Self.focusedText(in: window), "Apple")
                // Ctrl+Down moves the focus only.
                XCTAssertTrue(Self.press("<Control>Down", in: window) { Self.focusedText(in: window) == "Banana" })
                XCTAssertEqual(shelf.selection, "Apple")
            }
        }
    }

    func testAListOnADataSourceWithSectionHeadersSkipsThemToo() throws {
        try gtk {
            let (dataSource, factory) = try twoSectionList()
            let list = ListWindow(dataSource, factory: factory)
            defer {
                PointerSynthesizer.returnHome()
                list.close()
            }
            factory.skipsHeaderRows(in: GTK.ListView(retaining: list.listView))
            XCTAssertTrue(focus(list.window))
            let selected = { (position: Int) in gtk_selection_model_is_selected(list.selection, guint(position)) != 0 }
            let row = try XCTUnwrap(factory.cell(for: .item(2))?.widget.parent)
            XCTAssertNotEqual(gtk_widget_grab_focus(row.widgetPointer), 0)

            // Rows 0 and 3 are the headers: Down from item 2 goes on to item 3, Up comes back.
            XCTAssertTrue(Self.press("Down", in: list.window) { selected(4) })
            XCTAssertEqual(Self.focusedText(in: list.window), "Item 3")
            XCTAssertTrue(Self.press("Up", in: list.window) { selected(2) })
            XCTAssertEqual(Self.focusedText(in: list.window), "Item 2")
            XCTAssertTrue(Self.press("Up", in: list.window) { selected(1) })
            // Only the first header above: the focus stays on item 1.
            _ = Self.press("Up", in: list.window, waiting: .milliseconds(200)) { false }
            XCTAssertTrue(selected(1))
            XCTAssertFalse(selected(0), "a header is never selected")
            XCTAssertEqual(Self.focusedText(in: list.window), "Item 1")
        }
    }

    func testHeadersAreNeverSelected() throws {
        try gtk {
            let shelf = Shelf()
            try withFocusedWindow(ShelfList(shelf: shelf, multiple: true), width: 300, height: 400) { window in
                let listView = try XCTUnwrap(descendants(of: window, GTK.Widget.self).first { $0.typeName == "GtkListView" })
                let model = try XCTUnwrap(gtk_list_view_get_model(listView.opaquePointer))
                XCTAssertNotEqual(gtk_widget_grab_focus(try listRow(showing: "Banana", in: window).row.widgetPointer), 0)
                // Select everything: every row but the two headers.
                XCTAssertTrue(Self.press("<Control>a", in: window) { shelf.selections.count == 5 }, "\(shelf.selections)")
                XCTAssertEqual(shelf.selections, Set(fruits + vegetables))
                XCTAssertEqual(gtk_selection_model_is_selected(model, 0), 0, "the Fruits header")
                XCTAssertEqual(gtk_selection_model_is_selected(model, 4), 0, "the Vegetables header")
                // A range over a header, as a pointer's Shift+click makes: without the header.
                XCTAssertNotEqual(gtk_selection_model_select_range(model, 2, 4, 1), 0)
                settle(window)
                XCTAssertEqual(shelf.selections, ["Banana", "Cherry", "Leek"])
                XCTAssertEqual(gtk_selection_model_is_selected(model, 4), 0, "the Vegetables header")
                // Shift+Down from the last fruit extends over the header to Leek, without it.
                XCTAssertNotEqual(gtk_widget_grab_focus(try listRow(showing: "Banana", in: window).row.widgetPointer), 0)
                XCTAssertTrue(Self.press("Down", in: window) { shelf.selections == ["Cherry"] }, "\(shelf.selections)")
                XCTAssertTrue(Self.press("<Shift>Down", in: window) { shelf.selections.count == 2 }, "\(shelf.selections)")
                XCTAssertEqual(shelf.selections, ["Cherry", "Leek"])
                XCTAssertEqual(gtk_selection_model_is_selected(model, 4), 0, "the Vegetables header")
            }
        }
    }

    /// A list of fifty rows between a field and a button: one Tab stop. Tab leaves it for
    /// the button, Shift+Tab comes back to the row that had the focus and goes on to the
    /// field; Page Down and End move inside it.
    func testAListIsOneTabStop() throws {
        try gtk {
            try withFocusedWindow(FieldListButton(shelf: Shelf()), width: 300, height: 400) { window in
                let focusedText = { Self.focusedText(in: window) }
                XCTAssertNotEqual(gtk_widget_grab_focus(try listRow(showing: "Row 2", in: window).row.widgetPointer), 0)
                XCTAssertTrue(Self.press("Tab", in: window) { focusedText() == "After" }, "Tab leaves the list: \(focusedText() ?? "nil")")
                XCTAssertTrue(Self.press("<Shift>Tab", in: window) { focusedText() == "Row 2" },
                              "Shift+Tab comes back to the row: \(focusedText() ?? "nil")")
                XCTAssertTrue(Self.press("<Shift>Tab", in: window) { focusIsInside("GtkText", in: window) },
                              "and on to the field before the list: \(focusedText() ?? "nil")")
                XCTAssertTrue(Self.press("Tab", in: window) { focusIsInside("GtkListView", in: window) })
                XCTAssertTrue(Self.press("Page_Down", in: window) {
                    (focusedText().flatMap { Int($0.dropFirst(4)) } ?? 0) > 4
                }, "Page Down moves by a page: \(focusedText() ?? "nil")")
                XCTAssertTrue(Self.press("End", in: window) { focusedText() == "Row 50" }, "\(focusedText() ?? "nil")")
            }
        }
    }
}
