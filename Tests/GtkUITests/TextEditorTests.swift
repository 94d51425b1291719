import CGtk
import XCTest
@testable import GtkUI
import GtkTestSupport

/// `TextEditor` over a `GtkTextView`: keys typed on the display write the binding, a new
/// binding value replaces the text, and a label names the text view.
final class TextEditorTests: GtkTestCase {
    private struct Notes: View {
        @Binding var text: String

        var body: some View {
            TextEditor(text: $text).accessibilityLabel("Notes")
        }
    }

    func testTypingWritesTheBindingAndTheBindingReplacesTheText() throws {
        try gtk {
            let stored = Reported("Slept badly")
            let binding = Binding(get: { stored.value }, set: { stored.value = $0 })
            let (window, hosting) = show(Notes(text: binding), width: 300, height: 200)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let view = try XCTUnwrap(descendants(of: hosting.widget, GTK.TextView.self).first)
            XCTAssertEqual(view.buffer.text, "Slept badly")
            XCTAssertTrue(view.accessibleProperty(.label, is: "Notes"), "the label names the text view")

            XCTAssertTrue(view.grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>End"))
            for key in ["period", "space", "o", "k"] { XCTAssertTrue(KeySynthesizer.type(key)) }
            XCTAssertTrue(MainLoop.run(until: { stored.value == "Slept badly. ok" }), stored.value)

            stored.value = "Rested"
            hosting.rootView = Notes(text: binding)
            settle(window)
            XCTAssertEqual(view.buffer.text, "Rested")
            XCTAssertEqual(stored.value, "Rested", "showing the binding writes nothing back")
        }
    }
}
