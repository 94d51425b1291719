import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

private struct Fruit: Identifiable, Equatable {
    let id: Int
    var name: String
}

@MainActor
private final class Basket: ObservableObject {
    @Published var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
    @Published var selection: Int?
    @Published var deleted: [IndexSet] = []
}

private struct BasketList: View {
    @ObservedObject var basket: Basket

    var body: some View {
        List(selection: $basket.selection) {
            Section("Fruits") {
                ForEach(basket.fruits) { fruit in Text(fruit.name) }
                    .onDelete { offsets in
                        basket.deleted.append(offsets)
                        basket.fruits.remove(atOffsets: offsets)
                    }
            }
        }
    }
}

/// SwiftUI's `List` over a GtkListView: rows by ID, sections, selection, deleting.
final class DeclarativeListTests: GtkTestCase {
    @MainActor
    private static func listView(in window: GTK.Window) throws -> GTK.Widget {
        try XCTUnwrap(descendants(of: window, GTK.Widget.self).first { $0.typeName == "GtkListView" })
    }

    /// The texts of the labels on screen (a list may keep a spare row widget unmapped).
    @MainActor
    private static func shownLabelTexts(in window: GTK.Window) -> [String] {
        descendants(of: window, GTK.Label.self).filter(\.isMapped).map(\.text)
    }

    func testRowsFollowTheModelByID() throws {
        try gtk {
            let basket = Basket()
            let (window, _) = show(BasketList(basket: basket), width: 300, height: 300)
            defer { window.destroy() }
            XCTAssertEqual(Self.shownLabelTexts(in: window), ["Fruits", "Apple", "Banana", "Cherry"])
            XCTAssertGreaterThan(try Self.listView(in: window).height, 250, "a list fills the space it is offered")
            basket.fruits.insert(Fruit(id: 4, name: "Date"), at: 1)
            basket.fruits[0].name = "Apricot"
            settle(window)
            XCTAssertEqual(Self.shownLabelTexts(in: window), ["Fruits", "Apricot", "Date", "Banana", "Cherry"])
            basket.fruits.removeLast()
            settle(window)
            XCTAssertEqual(Self.shownLabelTexts(in: window), ["Fruits", "Apricot", "Date", "Banana"])
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("declarative-list.png"))
        }
    }

    func testSelectionFollowsTheBindingBothWays() throws {
        try gtk {
            let basket = Basket()
            let (window, _) = show(BasketList(basket: basket), width: 300, height: 300)
            defer { window.destroy() }
            let model = try XCTUnwrap(gtk_list_view_get_model(OpaquePointer(try Self.listView(in: window).widgetPointer)))
            // Row 2 is Banana (row 0 is the header).
            gtk_selection_model_select_item(model, 2, 1)
            settle(window)
            XCTAssertEqual(basket.selection, 2)
            basket.selection = 3
            settle(window)
            XCTAssertEqual(gtk_selection_model_is_selected(model, 3), 1)
            XCTAssertEqual(gtk_selection_model_is_selected(model, 2), 0)
            basket.selection = nil
            settle(window)
            XCTAssertEqual(gtk_selection_model_is_selected(model, 3), 0)
        }
    }

    func testTheDeleteKeyDeletesTheSelectedRowThroughOnDelete() throws {
        try gtk {
            let basket = Basket()
            let (window, _) = show(BasketList(basket: basket), width: 300, height: 300)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            basket.selection = 2
            settle(window)
            gtk_widget_grab_focus(try Self.listView(in: window).widgetPointer)
            XCTAssertTrue(KeySynthesizer.type("Delete"))
            XCTAssertTrue(MainLoop.run(until: { basket.deleted == [IndexSet(integer: 1)] }), "\(basket.deleted)")
            settle(window)
            XCTAssertEqual(basket.fruits.map(\.name), ["Apple", "Cherry"])
            XCTAssertEqual(Self.shownLabelTexts(in: window), ["Fruits", "Apple", "Cherry"])
        }
    }

    func testADuplicateIDKeepsThePreviousRows() throws {
        try gtk {
            let basket = Basket()
            let (window, _) = show(BasketList(basket: basket), width: 300, height: 300)
            defer { window.destroy() }
            basket.fruits.append(Fruit(id: 1, name: "Again"))
            settle(window)
            XCTAssertEqual(Self.shownLabelTexts(in: window), ["Fruits", "Apple", "Banana", "Cherry"])
        }
    }

    func testSidebarStyleUsesGTKsNavigationSidebarClass() throws {
        try gtk {
            let (window, _) = show(List { Text("Inbox"); Text("Sent") }.listStyle(.sidebar), width: 200, height: 200)
            defer { window.destroy() }
            XCTAssertTrue(try Self.listView(in: window).hasCSSClass("navigation-sidebar"))
            XCTAssertEqual(Self.shownLabelTexts(in: window), ["Inbox", "Sent"])
        }
    }

    func testOffsetsHelpers() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        XCTAssertEqual(letters, ["b", "d", "a", "c", "e"])
        letters.remove(atOffsets: IndexSet([0, 4]))
        XCTAssertEqual(letters, ["d", "a", "c"])
    }
}
