import CGtk
import XCTest
@testable import GtkUI

/// `Menu` over a `GtkMenuButton`: its views in a popover, buttons as menu items.
final class MenuTests: GtkTestCase {
    func testAMenuShowsItsButtonsAndChoosingOneClosesIt() throws {
        try gtk {
            let chosen = Reported<[String]>([])
            let (window, hosting) = show(Menu("Export") {
                Button("Samples as CSV…") { chosen.value.append("csv") }
                Button("Conditions…") { chosen.value.append("conditions") }
            }, width: 240, height: 200)
            defer { window.destroy() }
            let button = try XCTUnwrap(descendants(of: hosting.widget, GTK.MenuButton.self).first)
            XCTAssertEqual(button.label, "Export")
            XCTAssertTrue(button.accessibleProperty(.label, is: "Export"))
            let popover = try XCTUnwrap(button.popover)
            XCTAssertFalse(popover.isVisible)

            gtk_menu_button_popup(button.menuButtonPointer)
            XCTAssertTrue(MainLoop.run(until: { popover.isMapped }), "the menu opens")
            let items = descendants(of: popover, GTK.Button.self)
            XCTAssertEqual(items.map { labelTexts(in: $0) }, [["Samples as CSV…"], ["Conditions…"]])
            XCTAssertTrue(items.allSatisfy { $0.hasCSSClass("flat") })
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("menu.png"))
            items[1].emit(.clicked)
            XCTAssertEqual(chosen.value, ["conditions"])
            XCTAssertTrue(MainLoop.run(until: { !popover.isVisible }), "choosing closes the menu")
        }
    }
}
