import CGtk
import XCTest
@testable import GtkCharts
@testable import GtkUI

/// Screen readers get a chart's label at once and the description of its data once the
/// chart has been painted: charts off screen (most rows of a list) are not described.
final class ChartDescriptionTests: ChartTestCase {
    func testAChartIsDescribedAfterItIsPainted() throws {
        try gtk {
            let data = samples([60, 80, 70, 100, 90])
            let hosting = HostingWidget(rootView:
                Chart(data) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                    .frame(width: 200, height: 100))
            UpdateScheduler.shared.flush()
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, is: "Line chart of BPM by Time"))
            XCTAssertFalse(Self.hasDescription(canvas), "not painted yet")

            let window = GTK.Window(title: "GtkCharts test", width: 240, height: 120)
            window.child = hosting.widget
            window.present()
            XCTAssertTrue(MainLoop.run(until: { hosting.widget.isMapped }))
            settle(window)
            let first = data[0].date.formatted(date: .abbreviated, time: .shortened)
            let last = data[4].date.formatted(date: .abbreviated, time: .shortened)
            let description = "5 samples from \(first) to \(last). BPM: minimum 60, maximum 100, average 80."
            XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, is: description), description)
            window.destroy()
        }
    }

    func testAChartOffScreenDropsTheDescriptionOfItsPreviousData() throws {
        try gtk {
            let shown = Shown()
            let (window, hosting) = show(SwitchingChart(shown: shown), width: 240, height: 120)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            XCTAssertTrue(Self.hasDescription(canvas))

            // Unmapped (as a list row scrolled away), the chart gets other data: no
            // description until it is painted again, rather than the old one.
            window.isVisible = false
            XCTAssertTrue(MainLoop.run(until: { !canvas.isMapped }))
            shown.values = [50, 55]
            UpdateScheduler.shared.flush()
            XCTAssertFalse(Self.hasDescription(canvas))

            window.present()
            XCTAssertTrue(MainLoop.run(until: { canvas.isMapped }))
            settle(window)
            let data = samples([50, 55])
            let first = data[0].date.formatted(date: .abbreviated, time: .shortened)
            let last = data[1].date.formatted(date: .abbreviated, time: .shortened)
            let description = "2 samples from \(first) to \(last). BPM: minimum 50, maximum 55, average 52.5."
            XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, is: description), description)
            window.destroy()
        }
    }

    @MainActor
    private static func hasDescription(_ widget: GTK.Widget) -> Bool {
        gtk_test_accessible_has_property(OpaquePointer(widget.widgetPointer), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0
    }
}

/// The values a ``SwitchingChart`` plots.
@MainActor
private final class Shown: ObservableObject {
    @Published var values: [Double] = [60, 80, 70]
}

private struct SwitchingChart: View {
    @ObservedObject var shown: Shown

    var body: some View {
        Chart(samples(shown.values)) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
            .frame(width: 200, height: 100)
    }
}
