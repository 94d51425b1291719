import XCTest
@testable import GtkUI
import GtkTestSupport

/// A `ButtonStyle` of the app's own: the style's view of the label, pressed or not, in a
/// real `GtkButton` that still clicks, focuses and is named.
final class ButtonStyleTests: GtkTestCase {
    /// A blue capsule, lighter while pressed, as sample code writes styles.
    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(.white)
                .padding(10)
                .background(Capsule().fill(configuration.isPressed ? Color.blue.opacity(0.5) : Color.blue))
                .accessibilityHint(configuration.isPressed ? "pressed" : "")
        }
    }

    private struct Buttons: View {
        let tapped: Reported<Int>

        var body: some View {
            VStack {
                Button("Save") { tapped.value += 1 }.buttonStyle(Pill())
                Button("Plain") {}.buttonStyle(.plain)
            }
            .padding()
        }
    }

    func testACustomStyleDrawsTheButtonAndSeesItPressed() throws {
        try gtk {
            let tapped = Reported(0)
            try withFocusedWindow(Buttons(tapped: tapped), width: 200, height: 140) { window in
                let buttons = descendants(of: window, GTK.Button.self)
                let save = try XCTUnwrap(buttons.first { labelTexts(in: $0) == ["Save"] })
                XCTAssertTrue(save.accessibleProperty(.label, is: "Save"), "named by its label")
                XCTAssertTrue(descendants(of: save, GTK.Widget.self).contains { $0.typeName == "GtkuiHost" },
                              "the style's view is the button's child")
                try WidgetRenderer.render(window).writePNG(to: Artifacts.path("button-style.png"))
                // SwiftUI: white "Save" on a blue capsule; "Plain" as plain text below.
                let point = try XCTUnwrap(PointerSynthesizer.center(of: save))
                XCTAssertTrue(PointerSynthesizer.move(to: point))
                PointerSynthesizer.pause()
                XCTAssertTrue(PointerSynthesizer.button(1, pressed: true))
                XCTAssertTrue(MainLoop.run(until: { Self.hint(in: save) == "pressed" }), "the style sees the press")
                settle(window)
                try WidgetRenderer.render(window).writePNG(to: Artifacts.path("button-style-pressed.png"))
                XCTAssertTrue(PointerSynthesizer.button(1, pressed: false))
                XCTAssertTrue(MainLoop.run(until: { tapped.value == 1 }), "a click runs the action")
                XCTAssertTrue(MainLoop.run(until: { Self.hint(in: save) == "" }), "and lets go")
            }
        }
    }

    /// One button whose style comes and goes (the same button: its environment changes).
    private struct Restyled: View {
        var styled: Bool

        var body: some View {
            let styled = self.styled
            return _EnvironmentWriter(content: Button("Save") {}) {
                $0.buttonAppearance.customStyle = styled ? AnyButtonStyle(Pill()) : nil
            }
        }
    }

    func testTheLabelComesBackWhenTheStyleGoes() throws {
        try gtk {
            let (window, hosting) = show(Restyled(styled: true), width: 200, height: 140)
            defer { window.destroy() }
            let save = try XCTUnwrap(descendants(of: window, GTK.Button.self).first)
            XCTAssertEqual(save.child?.typeName, "GtkuiHost")
            hosting.rootView = Restyled(styled: false)
            settle(window)
            XCTAssertTrue(descendants(of: window, GTK.Button.self).first == save, "the same button")
            XCTAssertEqual(save.child?.typeName, "GtkLabel", "GTK's own text button")
            XCTAssertTrue(save.hasCSSClass("text-button"))
            hosting.rootView = Restyled(styled: true)
            settle(window)
            XCTAssertEqual(save.child?.typeName, "GtkuiHost", "and the style again")
            XCTAssertEqual(labelTexts(in: save), ["Save"])
        }
    }

    /// The accessible hint the style gave its view (what it saw of `isPressed`).
    @MainActor
    private static func hint(in button: GTK.Widget) -> String? {
        for widget in descendants(of: button, GTK.Widget.self) {
            if widget.accessibleProperty(.description, is: "pressed") { return "pressed" }
        }
        return ""
    }
}
