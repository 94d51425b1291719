import CGtk
import XCTest
@testable import GtkUI

/// How a HostingWidget sizes itself and places its content.
final class HostingSizeTests: GtkTestCase {
    func testTheContentIsCenteredAsSwiftUICentersAHostingController() throws {
        try gtk {
            let (window, hosting) = show(Text("centered"), width: 300, height: 200)
            defer { window.destroy() }
            let label = try XCTUnwrap(hosting.widget.children.first)
            let bounds = try XCTUnwrap(label.bounds(in: hosting.widget))
            let labelWidth = label.measure(.horizontal).natural
            let textOffset = (bounds.width - labelWidth) / 2
            XCTAssertEqual(Double(bounds.x + textOffset), Double(hosting.widget.width - labelWidth) / 2, accuracy: 1)
            XCTAssertEqual(Double(bounds.y), Double(hosting.widget.height - bounds.height) / 2, accuracy: 1)
        }
    }

    func testSeveralRootViewsStackAndExpandingOnesTakeTheExtraHeight() throws {
        try gtk {
            let (window, hosting) = show(Group {
                Text("top")
                Color.clear.frame(maxHeight: .infinity)
                Text("bottom")
            }, width: 200, height: 300)
            defer { window.destroy() }
            let children = hosting.widget.children
            XCTAssertEqual(children.count, 3)
            let last = try XCTUnwrap(children.last?.bounds(in: hosting.widget))
            XCTAssertEqual(try XCTUnwrap(children.first?.bounds(in: hosting.widget)).y, 0)
            XCTAssertEqual(last.y + last.height, 300, "the frame in the middle took the extra height")
        }
    }

    func testTheHostMeasuresAsItsContentAndFollowsItUnlessToldNotTo() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Text("short"))
            let short = hosting.widget.measure(.horizontal).natural
            XCTAssertGreaterThan(short, 0)
            hosting.rootView = Text("a much, much longer line of text")
            UpdateScheduler.shared.flush()
            XCTAssertGreaterThan(hosting.widget.measure(.horizontal).natural, short, "grows with its content")

            hosting.sizingOptions = []
            XCTAssertEqual(hosting.widget.measure(.horizontal).natural, 0)
            XCTAssertEqual(hosting.widget.measure(.vertical).minimum, 0)
            hosting.sizingOptions = .preferredContentSize
            XCTAssertGreaterThan(hosting.widget.measure(.horizontal).natural, short)
        }
    }
}
