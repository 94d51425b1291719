import CGtk
import XCTest
@testable import GtkCharts
@testable import GtkUI

/// Screen readers get a chart's label at once and the description of its data as the
/// chart is mapped, before it is painted: charts off screen are not described. A chart
/// descriptor from the app is its description at once.
final class ChartDescriptionTests: ChartTestCase {
    func testAChartIsDescribedAsItIsShownBeforeItIsPainted() throws {
        try gtk {
            let data = samples([60, 80, 70, 100, 90])
            let hosting = HostingWidget(rootView:
                Chart(data) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                    .frame(width: 200, height: 100))
            UpdateScheduler.shared.flush()
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, is: "Line chart of BPM by Time"))
            XCTAssertFalse(Self.hasDescription(canvas), "not shown yet")

            let window = GTK.Window(title: "GtkCharts test", width: 240, height: 120)
            window.child = hosting.widget
            let painted = ChartCounters.snapshots
            window.present()
            XCTAssertTrue(canvas.isMapped, "GTK maps a presented window's tree at once")
            XCTAssertEqual(ChartCounters.snapshots, painted, "not painted yet")
            XCTAssertTrue(Self.hasDescription(canvas), "described before it is painted")
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
            // description until it is shown again, rather than the old one.
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

    func testAChartDescriptorIsTheChartsLabelAndDescriptionAtOnce() throws {
        try gtk {
            let data = samples([62, 70, 68])
            let hosting = HostingWidget(rootView:
                Chart(data) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                    .accessibilityChartDescriptor(HourlyMeans())
                    .frame(width: 200, height: 100))
            UpdateScheduler.shared.flush()
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, is: "Heart rate through the day"))
            let description = "1,440 samples, minimum 62, maximum 70 BPM. Axes: Hour from 0 to 23; "
                + "Heart rate from 62 BPM to 70 BPM. Hourly mean: 2 data points."
            XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, is: description),
                          "described at once, unmapped: \(description)")
        }
    }

    @MainActor
    private static func hasDescription(_ widget: GTK.Widget) -> Bool {
        gtk_test_accessible_has_property(OpaquePointer(widget.widgetPointer), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0
    }
}

/// A chart of two hourly means standing for a day of samples.
private struct HourlyMeans: AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor {
        AXChartDescriptor(
            title: "Heart rate through the day", summary: "1,440 samples, minimum 62, maximum 70 BPM",
            xAxis: AXNumericDataAxisDescriptor(title: "Hour", range: 0...23, gridlinePositions: []) { "\(Int($0))" },
            yAxis: AXNumericDataAxisDescriptor(title: "Heart rate", range: 62...70, gridlinePositions: []) { "\(Int($0)) BPM" },
            series: [AXDataSeriesDescriptor(name: "Hourly mean", isContinuous: true, dataPoints: [
                AXDataPoint(x: 7, y: 62), AXDataPoint(x: 8, y: 69),
            ])])
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
