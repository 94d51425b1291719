import XCTest
@testable import GtkUI

/// `offset`, `scaleEffect` and `rotationEffect` move what a view draws, not its layout, as
/// in SwiftUI: a GtkuiEffect allocating its content with a transform.
final class GeometryEffectTests: GtkTestCase {
    private struct Squares: View {
        var offset: CGFloat = 0
        var scale: CGFloat = 1
        var degrees: Double = 0

        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                    .offset(x: offset)
                    .scaleEffect(scale)
                    .rotationEffect(.degrees(degrees))
                Color.blue.frame(width: 20, height: 20)
            }
            .frame(width: 200, height: 100)
        }
    }

    private static func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 200 && p.green < 60 && p.blue < 60
    }

    func testEffectsMoveTheDrawingAndKeepTheLayout() throws {
        try gtk {
            let (window, hosting) = show(Squares(), width: 200, height: 100)
            defer { window.destroy() }
            // SwiftUI draws the two squares side by side, centered: red at 80…100, blue at 100…120.
            var image = try WidgetRenderer.render(hosting.widget)
            XCTAssertTrue(Self.isRed(image.pixel(x: 90, y: 50)))

            hosting.rootView = Squares(offset: 40)
            settle(window)
            image = try WidgetRenderer.render(hosting.widget)
            XCTAssertFalse(Self.isRed(image.pixel(x: 90, y: 50)), "moved away from its place")
            XCTAssertTrue(Self.isRed(image.pixel(x: 130, y: 50)), "drawn 40 points to the right, over the blue square")
            let blue = try XCTUnwrap(descendants(of: hosting.widget, GTK.Widget.self).last { $0.width == 20 }?.bounds(in: hosting.widget))
            XCTAssertEqual(blue.x, 100, "the blue square keeps its place: the layout does not change")

            hosting.rootView = Squares(scale: 2)
            settle(window)
            image = try WidgetRenderer.render(hosting.widget)
            XCTAssertTrue(Self.isRed(image.pixel(x: 72, y: 32)), "twice as large about its center: 70…110, 30…70")
            XCTAssertFalse(Self.isRed(image.pixel(x: 67, y: 50)))

            hosting.rootView = Squares(degrees: 45)
            settle(window)
            image = try WidgetRenderer.render(hosting.widget)
            XCTAssertTrue(Self.isRed(image.pixel(x: 90, y: 37)), "a diamond reaches 14 points above its center")
            XCTAssertFalse(Self.isRed(image.pixel(x: 81, y: 41)), "and its corner is gone")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("geometry-effects.png"))
        }
    }
}

/// `aspectRatio`: a flexible view kept at a ratio — a square in a cell as wide as offered.
final class AspectRatioTests: GtkTestCase {
    func testAFlexibleViewBecomesASquareOfTheWidthOffered() throws {
        try gtk {
            // SwiftUI draws a 120 × 120 square: the width offered, the height from the ratio.
            let (window, hosting) = show(
                VStack { Color.green.aspectRatio(1, contentMode: .fit).frame(width: 120); Text("below") },
                width: 300, height: 300)
            defer { window.destroy() }
            let aspect = try XCTUnwrap(descendants(of: hosting.widget, GTK.Aspect.self).first)
            let bounds = try XCTUnwrap(aspect.bounds(in: hosting.widget))
            XCTAssertEqual(bounds.width, 120)
            XCTAssertEqual(bounds.height, 120, "height for width follows the ratio")

            hosting.rootView = VStack { Color.green.aspectRatio(2, contentMode: .fit).frame(width: 120); Text("below") }
            settle(window)
            XCTAssertEqual(try XCTUnwrap(aspect.bounds(in: hosting.widget)).height, 60)
        }
    }
}
