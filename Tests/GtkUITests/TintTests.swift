import XCTest
@testable import GtkUI

/// `.foregroundStyle(.tint)`: the color of the nearest `.tint(_:)`, else the theme's accent
/// (which GTK 4.8's own theme does not name: GtkUI names it).
final class TintTests: GtkTestCase {
    private struct Tinted: View {
        var body: some View {
            VStack {
                Text("Accent").foregroundStyle(.tint)
                VStack {
                    Image(systemName: "star").foregroundStyle(.tint)
                    HStack { Text("Orange") }.foregroundStyle(.tint)
                    Text("Plain")
                }
                .tint(.orange)
            }
        }
    }

    func testTintedTextTakesTheNearestTint() throws {
        try gtk {
            let (window, hosting) = show(Tinted(), width: 200, height: 120)
            defer { window.destroy() }
            let labels = Dictionary(uniqueKeysWithValues: descendants(of: hosting.widget, GTK.Label.self).map { ($0.text, $0) })
            let orange = try XCTUnwrap(labels["Orange"]).styleColor
            XCTAssertEqual(orange.red, 1, accuracy: 0.01)
            XCTAssertEqual(orange.green, 0.584, accuracy: 0.02)
            XCTAssertEqual(orange.blue, 0, accuracy: 0.01)
            let image = try XCTUnwrap(descendants(of: hosting.widget, GTK.Image.self).first).styleColor
            XCTAssertEqual(image, orange, "a symbolic icon too")
            let accent = try XCTUnwrap(labels["Accent"]).styleColor
            let themeAccent = try XCTUnwrap(hosting.widget.themeColor(named: "accent_color"))
            XCTAssertEqual(accent, themeAccent, "outside any tint: the theme's accent")
            XCTAssertNotEqual(try XCTUnwrap(labels["Plain"]).styleColor, orange, "untinted text keeps its color")
        }
    }
}
