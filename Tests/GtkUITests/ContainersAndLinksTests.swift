import CGtk
import XCTest
@testable import GtkUI

/// `DisclosureGroup` (GtkExpander), `LabeledContent` and `Link` (GtkLinkButton), as SwiftUI
/// code uses them.
final class ContainersAndLinksTests: GtkTestCase {
    private struct Settings: View {
        @State var showsDetails = false
        let log: Reported<[Bool]>

        var body: some View {
            VStack(alignment: .leading) {
                LabeledContent("Resting", value: "54 BPM")
                LabeledContent("Average", value: 63.6, format: .number.precision(.fractionLength(0)))
                DisclosureGroup("Details", isExpanded: $showsDetails) {
                    Text("Samples from the strap")
                }
                .onChange(of: showsDetails) { log.value.append($0) }
                DisclosureGroup("Sources") { Text("Polar H10") }
                Link("Vitals on the web", destination: URL(string: "https://example.org/vitals")!)
            }
        }
    }

    func testTheyShowAndReadAsSwiftUIsDo() throws {
        try gtk {
            let log = Reported<[Bool]>([])
            let (window, hosting) = show(Settings(log: log), width: 320, height: 300)
            defer { window.destroy() }
            let texts = labelTexts(in: hosting.widget)
            for expected in ["Resting", "54 BPM", "Average", "64", "Details", "Sources", "Vitals on the web"] {
                XCTAssertTrue(texts.contains(expected), "\(expected) in \(texts)")
            }
            let resting = descendants(of: hosting.widget, GTK.Widget.self).contains { $0.accessibleProperty(.label, is: "Resting, 54 BPM") }
            XCTAssertTrue(resting, "a labelled value reads as one element")

            let expanders = descendants(of: hosting.widget, GTK.Expander.self)
            XCTAssertEqual(expanders.map(\.title), ["Details", "Sources"])
            XCTAssertFalse(expanders[0].isExpanded)
            // Clicking the title writes the binding; the content shows.
            expanders[0].isExpanded = true
            settle(window)
            XCTAssertEqual(log.value, [true])
            let detail = try XCTUnwrap(descendants(of: expanders[0], GTK.Label.self).first { $0.text == "Samples from the strap" })
            XCTAssertTrue(detail.isMapped)
            // The group without a binding keeps its own state.
            expanders[1].isExpanded = true
            settle(window)
            XCTAssertTrue(expanders[1].isExpanded)

            let link = try XCTUnwrap(descendants(of: hosting.widget, GTK.LinkButton.self).first)
            XCTAssertEqual(link.uri, "https://example.org/vitals")
            XCTAssertTrue(link.accessibleProperty(.label, is: "Vitals on the web"))
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("containers-and-links.png"))
        }
    }
}
