import XCTest
@testable import GtkUI

/// macOS-style controls: radio-group pickers, sliders with value labels, selectable text,
/// group boxes with label views, fixed sizes, and flexible frames that follow their content.
final class DesktopControlsTests: GtkTestCase {
    enum Theme: String, CaseIterable { case system, light, dark }

    private struct Pane: View {
        @Binding var theme: Theme
        @Binding var size: Double

        var body: some View {
            VStack {
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.radioGroup)
                Slider(value: $size, in: 9...24) { Text("Font size") } minimumValueLabel: { Text("Small") } maximumValueLabel: { Text("Large") }
                Text("Copy me").textSelection(.enabled)
                GroupBox { Text("Inside") } label: { Label("Maintenance", systemImage: "gear") }
                Text("A sentence that would wrap in a narrow column").fixedSize()
            }
        }
    }

    func testRadioGroupSliderLabelsSelectableTextAndGroupBox() throws {
        try gtk {
            let theme = Reported(Theme.light)
            let size = Reported(13.0)
            let (window, hosting) = show(
                Pane(theme: Binding(get: { theme.value }, set: { theme.value = $0 }),
                     size: Binding(get: { size.value }, set: { size.value = $0 })), width: 420, height: 360)
            defer { window.destroy() }
            // SwiftUI on macOS: "Theme" beside three radio buttons, "light" chosen.
            let radios = descendants(of: hosting.widget, GTK.CheckButton.self)
            XCTAssertEqual(radios.map(\.label), ["system", "light", "dark"])
            XCTAssertEqual(radios.map(\.isOn), [false, true, false])
            radios[2].isOn = true
            settle(window)
            XCTAssertEqual(theme.value, .dark, "a radio button writes the selection")
            XCTAssertEqual(radios.map(\.isOn), [false, false, true], "one at a time")

            let scale = try XCTUnwrap(descendants(of: hosting.widget, GTK.Scale.self).first)
            XCTAssertTrue(scale.accessibleProperty(.label, is: "Font size"), "the label names the slider")
            let texts = labelTexts(in: scale)
            XCTAssertTrue(texts.contains("Small") && texts.contains("Large"), "the value labels under its ends: \(texts)")

            let copy = try XCTUnwrap(descendants(of: hosting.widget, GTK.Label.self).first { $0.text == "Copy me" })
            XCTAssertTrue(copy.isSelectable)
            let frame = try XCTUnwrap(descendants(of: hosting.widget, GTK.Frame.self).first)
            XCTAssertEqual(frame.title, "Maintenance", "the label view's text titles the box")

            let sentence = try XCTUnwrap(descendants(of: hosting.widget, GTK.Label.self).first { $0.text.hasPrefix("A sentence") })
            XCTAssertGreaterThanOrEqual(sentence.width, sentence.measure(.horizontal).natural, "fixedSize: never narrower than its text")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("desktop-controls.png"))
        }
    }

    func testAFlexibleFrameIsAsFlexibleAsItsContentAlongTheAxisItLeavesFree() throws {
        try gtk {
            // SwiftUI: a list given a minimum width still fills the height it is offered.
            let view = VStack(spacing: 0) {
                List { Text("One"); Text("Two") }.frame(minWidth: 200)
                Text("Below")
            }
            let (window, hosting) = show(view, width: 300, height: 400)
            defer { window.destroy() }
            let list = try XCTUnwrap(descendants(of: hosting.widget, GTK.ScrolledWindow.self).first)
            XCTAssertGreaterThan(list.height, 300, "the list takes the column's height: \(list.height)")
        }
    }
}
