import CGtk
import CGtkBaseline
import XCTest
@testable import GtkUI

/// The benchmark's C baselines make the screen GtkUI makes, so a ratio compares the same work.
final class BenchmarkBaselineTests: GtkTestCase {
    /// The rows of the "VStack of 1,000 rows" scenario.
    private struct Rows: View {
        let count: Int

        var body: some View {
            VStack {
                ForEach(0..<count) { index in
                    HStack {
                        Text("Row \(index)")
                        Button("Open") {}
                    }
                }
            }
        }
    }

    func testTheVStackBaselineDrawsWhatGtkUIDraws() throws {
        try gtk {
            let count = 12
            let declarative = GTK.Window(title: "Rows", width: 400, height: 600)
            let scrolled = GTK.ScrolledWindow()
            scrolled.child = HostingWidget(rootView: Rows(count: count)).widget
            declarative.child = scrolled
            declarative.present()
            let plain = GTK.Window(retaining: cbaseline_rows_window(Int32(count)))
            defer {
                declarative.destroy()
                plain.destroy()
            }
            settle(declarative)
            settle(plain)
            let expected = try WidgetRenderer.render(plain)
            let drawn = try WidgetRenderer.render(declarative)
            try expected.writePNG(to: Artifacts.path("bench-rows-c.png"))
            try drawn.writePNG(to: Artifacts.path("bench-rows-gtkui.png"))
            XCTAssertEqual(drawn.width, expected.width)
            XCTAssertEqual(drawn.height, expected.height)
            var differing = 0
            for y in 0..<min(drawn.height, expected.height) {
                for x in 0..<min(drawn.width, expected.width) where drawn.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
                    differing += 1
                }
            }
            XCTAssertEqual(differing, 0, "pixels that differ between bench-rows-c.png and bench-rows-gtkui.png")
        }
    }
}
