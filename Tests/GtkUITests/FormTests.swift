import CGtk
import XCTest
@testable import GtkUI

/// `Form` with `Section`s, and `GroupBox` (GtkFrame), as SwiftUI settings code has them.
final class FormTests: GtkTestCase {
    private struct SensorSettings: View {
        @State private var reconnects = true

        var body: some View {
            Form {
                Section {
                    Toggle("Reconnect at start", isOn: $reconnects)
                    LabeledContent("Battery", value: "87 %")
                } header: {
                    Text("Sensor")
                } footer: {
                    Text("Vitals looks for the strap when it starts.")
                }
                GroupBox("Resting Heart Rate") { Text("54 BPM") }
            }
            .formStyle(.grouped)
        }
    }

    func testSectionsReadAsHeadingsAndAGroupBoxIsAFramedGroup() throws {
        try gtk {
            let (window, hosting) = show(SensorSettings(), width: 360, height: 320)
            defer { window.destroy() }
            XCTAssertNotNil(descendants(of: hosting.widget, GTK.ScrolledWindow.self).first, "a form scrolls")
            let labels = descendants(of: hosting.widget, GTK.Label.self)
            let header = try XCTUnwrap(labels.first { $0.text == "Sensor" })
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(header.widgetPointer)), GTK_ACCESSIBLE_ROLE_HEADING)
            XCTAssertTrue(labels.contains { $0.text == "Vitals looks for the strap when it starts." })
            let frame = try XCTUnwrap(descendants(of: hosting.widget, GTK.Frame.self).first)
            XCTAssertEqual(frame.title, "Resting Heart Rate")
            XCTAssertTrue(frame.accessibleProperty(.label, is: "Resting Heart Rate"))
            XCTAssertEqual(labelTexts(in: try XCTUnwrap(frame.child)), ["54 BPM"])
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("form.png"))
        }
    }
}
