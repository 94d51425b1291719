import CGtk
import XCTest
@testable import GtkUI

/// `Gauge` as a labelled `GtkLevelBar` that screen readers read as a named meter.
final class GaugeTests: GtkTestCase {
    private struct Battery: View {
        var percent: Double

        var body: some View {
            Gauge(value: percent, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(percent)) %")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
        }
    }

    func testAGaugeFillsToItsValueAndReadsAsANamedMeter() throws {
        try gtk {
            let (window, hosting) = show(Battery(percent: 87), width: 280, height: 120)
            defer { window.destroy() }
            let bar = try XCTUnwrap(descendants(of: hosting.widget, GTK.LevelBar.self).first)
            XCTAssertEqual(bar.bounds, 0...100)
            XCTAssertEqual(bar.value, 87)
            XCTAssertTrue(bar.accessibleProperty(.label, is: "Battery"))
            XCTAssertTrue(bar.accessibleProperty(.valueText, is: "87 %"))
            XCTAssertEqual(labelTexts(in: hosting.widget), ["Battery", "87 %", "0", "100"])
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("gauge.png"))

            hosting.rootView = Battery(percent: 120)
            settle(window)
            XCTAssertEqual(bar.value, 100, "a value past the bounds fills the bar, no more")
        }
    }
}
