import CGtk
import CGtkBaseline
import XCTest
@testable import GtkUI
@testable import GtkUIBenchmarks

/// The benchmark's C baselines make the screen GtkUI makes, so a ratio compares the same work.
final class BenchmarkBaselineTests: GtkTestCase {
    func testTheVStackBaselineDrawsWhatGtkUIDraws() throws {
        try gtk {
            let count = 12
            // Both windows as the scenario makes them.
            let declarative = GTK.Window(retaining: presentScrolled(
                title: "Rows", content: HostingWidget(rootView: RowList(count: count)).widget))
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
