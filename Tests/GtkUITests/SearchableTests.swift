import CGtk
import XCTest
@testable import GtkUI

/// `.searchable(text:prompt:)` over GtkSearchBar and GtkSearchEntry.
final class SearchableTests: GtkTestCase {
    @MainActor
    private static func view(_ text: Recorded<String>, submitted: Reported<Int>) -> some View {
        VStack {
            Text("Results for \(text.value)")
        }
        .searchable(text: text.binding, prompt: "Filter Fruits")
        .onSubmit(of: .search) { submitted.value += 1 }
        .onSubmit(of: .text) { XCTFail("a search is not a text submission") }
    }

    func testTheFieldIsBoundBothWaysSubmitsAndClearsOnEscape() throws {
        try gtk {
            let text = Recorded("")
            let submitted = Reported(0)
            let (window, hosting) = show(Self.view(text, submitted: submitted), width: 320, height: 160)
            defer { window.destroy() }
            let entry = try XCTUnwrap(hosting.widget.first(GTK.SearchEntry.self))
            XCTAssertEqual(entry.placeholderText, "Filter Fruits")
            XCTAssertTrue(entry.isMapped, "the search bar is open")
            XCTAssertNotNil(hosting.widget.first(GTK.SearchBar.self))

            entry.text = "app"  // as typing does
            XCTAssertTrue(MainLoop.run(until: { text.writes == ["app"] }), "written when typing pauses")
            let announced = Reported(0)
            entry.connect(.searchChanged) { _ in announced.value += 1 }
            text.value = "cherry"
            hosting.update(Self.view(text, submitted: submitted))
            XCTAssertEqual(entry.text, "cherry")
            XCTAssertTrue(MainLoop.run(until: { announced.value > 0 }), "the entry announces its new text")
            XCTAssertEqual(text.writes, ["app"], "no echo")

            entry.emit(.searchActivate)
            XCTAssertEqual(submitted.value, 1)
            entry.emit(.stopSearch)
            XCTAssertTrue(MainLoop.run(until: { text.writes.last == "" }), "Escape empties the field")
            settle(window)
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("searchable.png"))
        }
    }
}
