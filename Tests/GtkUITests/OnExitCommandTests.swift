import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

/// Escape reaches `onExitCommand` while focus is inside the view, and only then.
final class OnExitCommandTests: GtkTestCase {
    func testEscapeRunsTheActionOfTheViewWithFocus() throws {
        gtk {
            let exits = Reported<[String]>([])
            @MainActor struct Fields: View {
                let exits: Reported<[String]>
                @State private var first = ""
                @State private var second = ""
                var body: some View {
                    VStack {
                        TextField("First", text: $first).onExitCommand { exits.value.append("first") }
                        TextField("Second", text: $second).onExitCommand { exits.value.append("second") }
                    }
                }
            }
            let (window, _) = show(Fields(exits: exits), width: 300, height: 120)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let entries = descendants(of: window, GTK.Widget.self).filter { $0.typeName == "GtkText" }
            XCTAssertEqual(entries.count, 2)
            gtk_widget_grab_focus(entries[1].widgetPointer)
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { exits.value == ["second"] }), "\(exits.value)")
            gtk_widget_grab_focus(entries[0].widgetPointer)
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { exits.value == ["second", "first"] }), "\(exits.value)")
        }
    }
}

/// Escape closes secondary windows — a `Window` scene, a window presenting a value — after
/// the focused views had the key; main windows stay.
final class EscapeClosesSecondaryWindowsTests: GtkTestCase {
    private struct Detail: View {
        @State private var text = ""
        let exits: Reported<Int>
        var body: some View {
            TextField("Note", text: $text).onExitCommand { exits.value += 1 }
        }
    }

    func testEscapeClosesASecondaryWindowButNotTheMainOne() throws {
        try gtk {
            let exits = Reported(0)
            let app = TestApp {
                WindowGroup("Main") { Text("Main") }
                Window("Detail", id: "detail") { Detail(exits: exits) }
            }
            let main = try XCTUnwrap(app.windows.first)
            XCTAssertTrue(focus(main.window))
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            MainLoop.run(until: { false }, timeout: .milliseconds(200))
            XCTAssertEqual(app.windows.count, 1, "the main window stays")

            let detail = try XCTUnwrap(app.runtime.openWindow(sceneID: "detail", value: nil))
            app.settleWindows()
            XCTAssertTrue(focus(detail.window))
            let field = try XCTUnwrap(descendants(of: detail.window, GTK.Widget.self).first { $0.typeName == "GtkText" })
            XCTAssertTrue(field.grabOwnFocus())
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { exits.value == 1 }), "the focused view has the key first")
            XCTAssertEqual(app.windows.count, 2, "and keeps it")

            field.clearWindowFocus()
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { app.windows.count == 1 }), "then Escape closes the detail window")
            app.quit()
        }
    }
}
