import XCTest
@testable import GtkUI

/// `containerRelativeFrame`, `safeAreaInset` and `ignoresSafeArea`, from GTK's allocations.
final class ContainerRelativeFrameTests: GtkTestCase {
    /// Cards a third of a horizontal scroll view wide, 10 apart.
    struct Carousel: View {
        var width: CGFloat
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5, id: \.self) { index in
                        Color(red: 0.2 * Double(index), green: 0.4, blue: 0.8)
                            .frame(height: 60)
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                    }
                }
            }
            .frame(width: width, height: 80)
        }
    }

    @MainActor
    private static func cardWidths(in root: GTK.Widget) -> [Int] {
        descendants(of: root, GTK.CustomLayout.self).map(\.width)
    }

    func testCardsTakeAThirdOfTheScrollView() throws {
        try gtk {
            let (window, hosting) = show(Carousel(width: 320), width: 400, height: 200)
            defer { window.destroy() }
            // SwiftUI: (320 - 2 × 10) / 3 = 100 each.
            XCTAssertEqual(Self.cardWidths(in: hosting.widget), [100, 100, 100, 100, 100])
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("container-relative-carousel.png"))

            // The scroll view narrows: the cards follow it.
            hosting.rootView = Carousel(width: 230)
            settle(window)
            XCTAssertTrue(MainLoop.run(until: { Self.cardWidths(in: hosting.widget).first == 70 }))
            XCTAssertEqual(Self.cardWidths(in: hosting.widget), [70, 70, 70, 70, 70])
        }
    }

    func testAFrameRelativeToTheWindow() throws {
        try gtk {
            let view = Color.red.frame(height: 20).containerRelativeFrame(.horizontal) { length, axis in
                axis == .horizontal ? length / 2 : length
            }
            let (window, hosting) = show(view, width: 300, height: 100)
            defer { window.destroy() }
            let frame = try XCTUnwrap(descendants(of: hosting.widget, GTK.CustomLayout.self).first)
            XCTAssertEqual(frame.width, 150)
            XCTAssertEqual(frame.bounds(in: hosting.widget)?.x, 75, "centered in the window")
        }
    }

    func testSpanningColumns() throws {
        try gtk {
            let view = HStack(spacing: 0) {
                Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 20)
                Spacer(minLength: 0)
            }
            .frame(height: 20)
            let (window, hosting) = show(view, width: 420, height: 100)
            defer { window.destroy() }
            // SwiftUI: a part is (420 - 3 × 20) / 4 = 90; three parts and two gaps: 310.
            XCTAssertEqual(descendants(of: hosting.widget, GTK.CustomLayout.self).first?.width, 310)
        }
    }

    struct Inset: View {
        var edge: VerticalEdge
        var body: some View {
            Color.green
                .safeAreaInset(edge: edge, alignment: .leading, spacing: 0) {
                    Color.blue.frame(width: 80, height: 30)
                }
                .ignoresSafeArea()
        }
    }

    func testSafeAreaInsetPutsABarAtTheEdge() throws {
        try gtk {
            let (window, hosting) = show(Inset(edge: .bottom), width: 300, height: 200)
            defer { window.destroy() }
            // SwiftUI: the green view takes 300 × 170, the blue bar sits below it at the leading edge.
            let image = try WidgetRenderer.render(hosting.widget)
            let isGreen = { (p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) in p.green > 150 && p.blue < 100 }
            let isBlue = { (p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) in p.blue > 150 && p.green < 150 }
            XCTAssertTrue(isGreen(image.pixel(x: 150, y: 160)))
            XCTAssertTrue(isBlue(image.pixel(x: 40, y: 185)), "the bar at the bottom, leading")
            XCTAssertFalse(isBlue(image.pixel(x: 150, y: 185)), "80 wide only")
            XCTAssertFalse(isGreen(image.pixel(x: 150, y: 185)), "the green view ends above the bar")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("safe-area-inset-bottom.png"))

            hosting.rootView = Inset(edge: .top)
            settle(window)
            let top = try WidgetRenderer.render(hosting.widget)
            XCTAssertTrue(isBlue(top.pixel(x: 40, y: 15)), "the bar at the top")
            XCTAssertTrue(isGreen(top.pixel(x: 150, y: 40)))
        }
    }
}
