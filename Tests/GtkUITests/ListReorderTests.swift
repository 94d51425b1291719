import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

private struct Fruit: Identifiable, Equatable {
    let id: Int
    var name: String
}

@MainActor
private final class Pantry: ObservableObject {
    @Published var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
    @Published var vegetables = [Fruit(id: 11, name: "Leek"), Fruit(id: 12, name: "Onion")]
    var moves: [String] = []
}

private struct PantryList: View {
    @ObservedObject var pantry: Pantry

    var body: some View {
        List {
            Section("Fruits") {
                ForEach(pantry.fruits) { Text($0.name) }
                    .onMove { source, destination in
                        pantry.moves.append("fruits \(Array(source)) → \(destination)")
                        pantry.fruits.move(fromOffsets: source, toOffset: destination)
                    }
            }
            Section("Vegetables") {
                ForEach(pantry.vegetables) { Text($0.name) }
                    .onMove { source, destination in
                        pantry.moves.append("vegetables \(Array(source)) → \(destination)")
                        pantry.vegetables.move(fromOffsets: source, toOffset: destination)
                    }
            }
        }
    }
}

/// `ForEach(…).onMove` in a `List`: rows reordered by a real pointer drag on the X display.
final class ListReorderTests: GtkTestCase {
    /// The screen point at a fraction of the height of the row showing `text`.
    @MainActor
    private static func point(inRowOf text: String, atHeight fraction: Double, in window: GTK.Window) throws -> (x: Int32, y: Int32) {
        let row = try listRow(showing: text, in: window).row
        return try XCTUnwrap(PointerSynthesizer.screenPoint(of: row, x: 40, y: Double(row.height) * fraction))
    }

    @MainActor
    private static func shownTexts(in window: GTK.Window) -> [String] {
        descendants(of: window, GTK.Label.self).filter(\.isMapped).map(\.text)
    }

    func testDraggingARowBelowAnotherMovesItThroughOnMove() throws {
        try gtk {
            let pantry = Pantry()
            try withFocusedWindow(PantryList(pantry: pantry), width: 300, height: 400) { window in
                // Apple, grabbed in its middle, dropped on Cherry's lower half: after Cherry.
                let from = try Self.point(inRowOf: "Apple", atHeight: 0.5, in: window)
                let to = try Self.point(inRowOf: "Cherry", atHeight: 0.8, in: window)
                var held: RenderedImage?
                var cherryBottom = 0
                XCTAssertTrue(PointerSynthesizer.drag(from: from, to: to) {
                    settle(window)
                    held = try? WidgetRenderer.render(window)
                    var bounds = graphene_rect_t()
                    if let cherry = try? listRow(showing: "Cherry", in: window).row,
                       gtk_widget_compute_bounds(cherry.widgetPointer, window.widgetPointer, &bounds) != 0 {
                        cherryBottom = Int(bounds.origin.y + bounds.size.height)
                    }
                })
                // While held there, a line in the selection colour ran along Cherry's bottom
                // edge, and nowhere else.
                let image = try XCTUnwrap(held)
                try image.writePNG(to: Artifacts.path("list-drop-indicator.png"))
                let lineRows = (0..<image.height).filter { y in
                    (0..<image.width).filter { x in
                        let pixel = image.pixel(x: x, y: y)
                        return pixel.blue > 200 && pixel.red < 100
                    }.count > image.width / 2
                }
                // Two pixels tall, inside the row's bottom edge (above its separator's pixel).
                XCTAssertEqual(lineRows.count, 2, "the drop line: \(lineRows)")
                XCTAssertTrue((cherryBottom - 3...cherryBottom - 1).contains(lineRows.last ?? 0), "\(lineRows), bottom \(cherryBottom)")
                XCTAssertTrue(MainLoop.run(until: { !pantry.moves.isEmpty }, timeout: .seconds(3)), "no move arrived")
                XCTAssertEqual(pantry.moves, ["fruits [0] → 3"])
                settle(window)
                XCTAssertEqual(pantry.fruits.map(\.name), ["Banana", "Cherry", "Apple"])
                XCTAssertEqual(Self.shownTexts(in: window), ["Fruits", "Banana", "Cherry", "Apple", "Vegetables", "Leek", "Onion"])

                // Onion onto Leek's upper half: before Leek.
                XCTAssertTrue(PointerSynthesizer.drag(
                    from: try Self.point(inRowOf: "Onion", atHeight: 0.5, in: window),
                    to: try Self.point(inRowOf: "Leek", atHeight: 0.2, in: window)))
                XCTAssertTrue(MainLoop.run(until: { pantry.moves.count == 2 }, timeout: .seconds(3)), "no second move arrived")
                XCTAssertEqual(pantry.moves.last, "vegetables [1] → 0")
                settle(window)
                XCTAssertEqual(Self.shownTexts(in: window), ["Fruits", "Banana", "Cherry", "Apple", "Vegetables", "Onion", "Leek"])
            }
        }
    }

    func testRowsOfAnotherForEachOrAHeaderDoNotTakeTheDrop() throws {
        try gtk {
            let pantry = Pantry()
            try withFocusedWindow(PantryList(pantry: pantry), width: 300, height: 400) { window in
                // A fruit onto a vegetable, then onto the vegetables' header.
                for target in ["Leek", "Vegetables"] {
                    XCTAssertTrue(PointerSynthesizer.drag(
                        from: try Self.point(inRowOf: "Banana", atHeight: 0.5, in: window),
                        to: try Self.point(inRowOf: target, atHeight: 0.3, in: window)))
                    MainLoop.run(until: { !pantry.moves.isEmpty }, timeout: .milliseconds(500))
                }
                XCTAssertEqual(pantry.moves, [])
                settle(window)
                XCTAssertEqual(Self.shownTexts(in: window), ["Fruits", "Apple", "Banana", "Cherry", "Vegetables", "Leek", "Onion"])
                // The same drag onto a fruit moves it: the drags above did reach the list.
                XCTAssertTrue(PointerSynthesizer.drag(
                    from: try Self.point(inRowOf: "Banana", atHeight: 0.5, in: window),
                    to: try Self.point(inRowOf: "Apple", atHeight: 0.3, in: window)))
                XCTAssertTrue(MainLoop.run(until: { !pantry.moves.isEmpty }, timeout: .seconds(3)))
                XCTAssertEqual(pantry.moves, ["fruits [1] → 0"])
            }
        }
    }
}
