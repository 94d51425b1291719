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
