import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

/// `accessibilityAction(named:)` outside a `List`: Shift+F10 on the focused view offers its
/// actions and those of the views around it, typed on the display (XTest).
final class AccessibilityActionsMenuTests: GtkTestCase {
    private struct Day: View {
        let log: Reported<[String]>

        var body: some View {
            VStack {
                Button("Tuesday") { log.value.append("open") }
                    .accessibilityAction(named: "Mark as Rest Day") { log.value.append("rest") }
                Button("Wednesday") {}
            }
            .accessibilityAction(named: "Export Week") { log.value.append("export") }
        }
    }

    func testShiftF10OffersTheFocusedViewsActionsAndThoseAroundIt() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, hosting) = show(Day(log: log), width: 300, height: 160)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let buttons = descendants(of: hosting.widget, GTK.Button.self)
            let tuesday = try XCTUnwrap(buttons.first { labelTexts(in: $0) == ["Tuesday"] })
            let wednesday = try XCTUnwrap(buttons.first { labelTexts(in: $0) == ["Wednesday"] })
            let menu = { descendants(of: hosting.widget, GTK.Popover.self).first { $0.isMapped } }

            XCTAssertTrue(tuesday.grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Shift>F10"))
            XCTAssertTrue(MainLoop.run(until: { menu() != nil }), "Shift+F10 opens the actions")
            let shown = try XCTUnwrap(menu())
            XCTAssertEqual(labelTexts(in: shown), ["Mark as Rest Day", "Export Week"], "the view's own first")
            try XCTUnwrap(descendants(of: shown, GTK.Button.self).first).emit(.clicked)
            XCTAssertEqual(log.value, ["rest"])
            XCTAssertTrue(MainLoop.run(until: { menu() == nil && tuesday.containsFocus }), "closed, the focus back")
            XCTAssertTrue(descendants(of: hosting.widget, GTK.Popover.self).isEmpty, "the menu leaves the tree")

            // Another view: only what is around it.
            XCTAssertTrue(wednesday.grabFocus())
            XCTAssertTrue(KeySynthesizer.type("Menu"))
            XCTAssertTrue(MainLoop.run(until: { menu() != nil }))
            XCTAssertEqual(labelTexts(in: try XCTUnwrap(menu())), ["Export Week"])
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { menu() == nil && wednesday.containsFocus }))
        }
    }
}
