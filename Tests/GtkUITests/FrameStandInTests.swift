import CGtk
import XCTest
@testable import GtkUI

/// A frame around a widget that fills the space it is offered sizes that widget itself
/// instead of wrapping it in a bin of its own.
final class FrameStandInTests: GtkTestCase {
    func testAFixedFrameSizesAColorWithoutABin() throws {
        try gtk {
            let window = GTK.Window(title: "Frame", width: 400, height: 200)
            let hosting = HostingWidget(rootView: Swatch(width: 100, extra: false))
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.width > 0 && hosting.widget.isMapped }))
            MainLoop.drain()
            let row = try XCTUnwrap(hosting.widget.children.first)
            XCTAssertEqual(row.children.map(\.typeName), ["GtkLabel", "GtkBox"], "the color takes the frame's place")
            let color = row.children[1]
            XCTAssertTrue(color.sizeRequest == (100, 50))
            XCTAssertFalse(color.expandsHorizontally, "a fixed frame does not expand")
            XCTAssertFalse(color.expandsVertically)
            let bounds = try XCTUnwrap(color.bounds(in: row))
            XCTAssertEqual(bounds.width, 100)
            XCTAssertEqual(bounds.height, 50)

            hosting.rootView = Swatch(width: 120, extra: false)
            UpdateScheduler.shared.flush()
            XCTAssertTrue(color.sizeRequest == (120, 50), "a new size reaches the color")

            // With a second view inside, the frame needs its bin again, and the color fills
            // whatever it is offered once more.
            hosting.rootView = Swatch(width: 120, extra: true)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(row.children.map(\.typeName), ["GtkLabel", "GtkuiBin"])
            let bin = row.children[1]
            XCTAssertTrue(bin.sizeRequest == (120, 50))
            XCTAssertEqual(bin.children.first?.widgetPointer, color.widgetPointer)
            XCTAssertTrue(color.sizeRequest == (-1, -1))
            XCTAssertTrue(color.expandsHorizontally && color.expandsVertically)

            hosting.rootView = Swatch(width: 100, extra: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(row.children.map(\.typeName), ["GtkLabel", "GtkBox"])
            XCTAssertEqual(bin.children.count, 0, "the bin let the color go")
            XCTAssertTrue(color.sizeRequest == (100, 50))
            window.destroy()
        }
    }

    func testAFrameAroundTextKeepsItsBin() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Text("Fixed").frame(width: 80, height: 30))
            let bin = try XCTUnwrap(hosting.widget.children.first)
            XCTAssertEqual(bin.typeName, "GtkuiBin")
            XCTAssertTrue(bin.sizeRequest == (80, 30))
            XCTAssertEqual(bin.children.first?.typeName, "GtkLabel")
        }
    }
}

extension FrameStandInTests {
    /// A fixed frame at the root of a hosting widget keeps its size, centered, as in a
    /// hosting controller (the Compat sample DraggableCard: a 160 × 100 card in a wide window).
    func testAFixedFrameAtTheRootKeepsItsWidth() throws {
        try gtk {
            let card = RoundedRectangle(cornerRadius: 20).fill(Color.blue).frame(width: 160, height: 100).offset(x: 0)
            let (window, hosting) = show(AnyView(card), width: 400, height: 300)
            defer { window.destroy() }
            let effect = try XCTUnwrap(hosting.widget.children.first)
            let bounds = try XCTUnwrap(effect.bounds(in: hosting.widget))
            XCTAssertTrue(bounds == (120, 100, 160, 100), "\(bounds)")
            let shape = try XCTUnwrap(effect.children.first)
            XCTAssertEqual(shape.width, 160)
            let image = try WidgetRenderer.render(hosting.widget)
            XCTAssertEqual(image.pixel(x: 60, y: 150).alpha, 0, "nothing beside the card")
            XCTAssertTrue(image.pixel(x: 200, y: 150).blue > 200)
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("frame-root-card.png"))

            // A bin around text, and a view that expands, at the root.
            hosting.rootView = AnyView(Text("Fixed").frame(width: 80, height: 30))
            settle(window)
            XCTAssertEqual(hosting.widget.children.first?.width, 80)
        }
    }

    func testAnExpandingRootStillFillsTheWidth() throws {
        try gtk {
            let (window, hosting) = show(Color.red.frame(height: 40), width: 300, height: 100)
            defer { window.destroy() }
            XCTAssertEqual(hosting.widget.children.first?.width, 300)
        }
    }
}

private struct Swatch: View {
    var width: CGFloat
    var extra: Bool
    var body: some View {
        HStack {
            Text("Swatch")
            Group {
                Color.pink
                if extra { Text("and more") }
            }
            .frame(width: width, height: 50)
        }
    }
}
