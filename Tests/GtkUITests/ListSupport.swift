import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

/// A window made the way existing GTK code makes one: a `GtkListView` in a scrolled
/// window, over a selection model of a data source's model, with a factory's rows.
@MainActor
struct ListWindow {
    let window: GTK.Window
    let listView: UnsafeMutablePointer<GtkWidget>
    let scrolled: UnsafeMutablePointer<GtkWidget>
    let selection: OpaquePointer

    init<S, I>(_ dataSource: ListDataSource<S, I>, factory: ListItemFactory<S, I>, multiple: Bool = false, height: Int = 600) {
        window = GTK.Window(title: "List", width: 400, height: height)
        let model = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(dataSource.modelPointer)))
        if multiple {
            selection = gtk_multi_selection_new(model)!
        } else {
            let single = gtk_single_selection_new(model)
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            selection = single!
        }
        let factoryReference = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(factory.factoryPointer)))
        listView = gtk_list_view_new(selection, factoryReference)
        scrolled = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), listView)
        gtk_window_set_child(window.windowPointer, scrolled)
        window.present()
        XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_mapped(listView) != 0 }))
        settle(window)
        // Rows GTK made beyond the screen are configured when the loop is idle: let it be,
        // so that what a test then counts is its own doing.
        XCTAssertTrue(MainLoop.run(until: { factory.waitingRowCount == 0 }))
    }

    /// Scrolls so that the vertical adjustment is at `fraction` of its range, then paints.
    ///
    /// GTK 4.8's list view may lay out the first programmatic jump after it was shown at
    /// its old position (seen here: no row rebound); a second, one-pixel change a frame
    /// later makes it lay out the new position, as continuous scrolling does.
    func scroll(to fraction: Double) {
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, range * fraction)
        settle(window)
        gtk_adjustment_set_value(adjustment, max(0, range * fraction - 1))
        settle(window)
    }

    func close() {
        window.destroy()
        MainLoop.run(until: { false }, timeout: .milliseconds(20))
    }
}

/// The label showing `text` on screen in `window`, and the list row widget around it.
@MainActor
func listRow(showing text: String, in window: GTK.Window) throws -> (row: GTK.Widget, label: GTK.Label) {
    let label = try XCTUnwrap(descendants(of: window, GTK.Label.self).first { $0.isMapped && $0.text == text }, text)
    var widget: GTK.Widget = label
    while let parent = widget.parent, parent.typeName != "GtkListView" { widget = parent }
    XCTAssertEqual(widget.parent?.typeName, "GtkListView", "\(text) is in a list row")
    return (widget, label)
}

/// Shows `view` in a focused window for tests that type and point on the display; then
/// returns the pointer where it was and closes the window.
@MainActor
func withFocusedWindow<V: View>(_ view: V, width: Int, height: Int, _ body: (GTK.Window) throws -> Void) rethrows {
    let (window, _) = show(view, width: width, height: height)
    defer {
        PointerSynthesizer.returnHome()
        window.destroy()
    }
    XCTAssertTrue(focus(window))
    try body(window)
}

/// A data source showing section headers, with items 1 and 2 under "Today" and 3 under
/// "Earlier" (rows: header, 1, 2, header, 3), and a factory showing "Item N" and the
/// header's title (bold when `boldHeaders`).
@MainActor
func twoSectionList(boldHeaders: Bool = false) throws -> (ListDataSource<String, Int>, ListItemFactory<String, Int>) {
    let dataSource = ListDataSource<String, Int>(showsSectionHeaders: true)
    let factory = ListItemFactory(dataSource) { cell, row in
        switch row {
        case .header(let title): cell.contentConfiguration = HostingConfiguration { Text(title).bold(boldHeaders) }
        case .item(let id): cell.contentConfiguration = HostingConfiguration { Text("Item \(id)") }
        }
    }
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["Today", "Earlier"])
    snapshot.appendItems([1, 2], toSection: "Today")
    snapshot.appendItems([3], toSection: "Earlier")
    try dataSource.apply(snapshot)
    return (dataSource, factory)
}

/// The state each row's handler was last given, by row.
@MainActor
final class RecordedStates {
    var states: [Int: ListCellState] = [:]

    subscript(id: Int) -> ListCellState? { states[id] }
}

/// A one-section list of rows `0..<count` whose state handler records each state it gets
/// and shows `content` for the row and its state.
@MainActor
func stateRecordingList<Content: View>(
    rows count: Int, _ content: @escaping @MainActor (Int, ListCellState) -> Content
) throws -> (ListDataSource<Int, Int>, ListItemFactory<Int, Int>, RecordedStates) {
    let dataSource = ListDataSource<Int, Int>()
    let recorded = RecordedStates()
    let factory = ListItemFactory(dataSource) { cell, row in
        guard let id = row.itemID else { return }
        cell.configurationUpdateHandler = { cell, state in
            recorded.states[id] = state
            cell.contentConfiguration = HostingConfiguration { content(id, state) }
        }
    }
    var snapshot = ListSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    try dataSource.apply(snapshot)
    return (dataSource, factory, recorded)
}

/// Whether the keyboard focus of `window` is in a widget of GTK type `typeName` (or is one).
@MainActor
func focusIsInside(_ typeName: String, in window: GTK.Window) -> Bool {
    guard let focus = gtk_root_get_focus(OpaquePointer(window.widgetPointer)) else { return false }
    let type = g_type_from_name(typeName)
    return type != 0 && gtk_widget_get_ancestor(focus, type) != nil
}
