import CGtk
import CGtkShim
import Foundation
import GtkCharts
import XCTest
@testable import GtkUI

/// Detail charts: axes with ticks, labels and gridlines, a resting-rate rule, the hover
/// read-out, and what screen readers get.
final class DetailChartTests: ChartTestCase {
    static let day: [Sample] = {
        let values: [Double] = (0..<48).map { index -> Double in
            let wave: Double = 25 * sin(Double(index) / 5)
            return 70 + wave + Double(index % 7)
        }
        return samples(values, start: Date(timeIntervalSinceReferenceDate: 700_000_000), step: 900)
    }()

    struct DetailChart: View {
        var body: some View {
            Chart {
                ForEach(DetailChartTests.day) { sample in
                    LineMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
                        .interpolationMethod(.monotone)
                }
                RuleMark(y: .value("Resting", 60))
                    .foregroundStyle(.green)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
            }
            .foregroundStyle(.pink)
            .frame(width: 400, height: 220)
        }
    }

    func testAxesHaveLabelsAndGridlinesAndTheMarksStayInThePlot() throws {
        try gtk {
            let (window, hosting) = show(HStack { DetailChart() }, width: 440, height: 260)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-detail.png"))

            let text = canvas.themeColor(named: "theme_fg_color") ?? canvas.styleColor
            func isLabel(_ pixel: Pixel) -> Bool {
                pixel.alpha > 100 && abs(Int(pixel.red) - Int(text.red * 255)) < 60
                    && abs(Int(pixel.green) - Int(text.green * 255)) < 60 && !isPink(pixel)
            }
            // Value labels at the right, time labels at the bottom.
            XCTAssertGreaterThan(image.points(in: 360...399, 0...219, where: isLabel).count, 20, "y labels")
            XCTAssertGreaterThan(image.points(in: 0...359, 200...219, where: isLabel).count, 20, "x labels")
            // The plot ends where the labels start: no pink there.
            XCTAssertEqual(image.points(in: 370...399, 0...219, where: isPink).count, 0, "pink beside the plot")
            XCTAssertEqual(image.points(in: 0...399, 205...219, where: isPink).count, 0, "pink below the plot")
            // The resting rule is green and dashed.
            let green = image.points { $0.green > 150 && $0.red < 120 && $0.alpha > 200 }
            XCTAssertGreaterThan(green.count, 50, "the resting line")
            window.destroy()
        }
    }

    func testHoverShowsACrosshairAndTheNearestSample() throws {
        try gtk {
            let (window, hosting) = show(HStack { DetailChart() }, width: 440, height: 260)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let before = try render(canvas)
            let layouts = ChartCounters.layouts

            let motion = try XCTUnwrap(motionController(of: canvas))
            emit(motion, "motion", x: 150, y: 100)
            settle(window)
            let hovered = try render(canvas)
            try hovered.writePNG(to: artifactPath("chart-hover.png"))
            // The crosshair is a vertical line near x = 150 that was not there before.
            let column = (140...160).max { a, b in
                Self.changed(before, hovered, x: a) < Self.changed(before, hovered, x: b)
            } ?? 0
            XCTAssertGreaterThan(Self.changed(before, hovered, x: column), 100, "a vertical crosshair")
            XCTAssertEqual(ChartCounters.layouts, layouts, "hovering reuses the chart's drawing")

            emit(motion, "leave")
            settle(window)
            let left = try render(canvas)
            XCTAssertEqual(Self.changed(before, left, x: column), 0, "the read-out goes when the pointer leaves")
            window.destroy()
        }
    }

    func testScreenReadersGetAnImageWithADescription() throws {
        try gtk {
            let data = samples([60, 80, 70, 100, 90])
            let (window, hosting) = show(
                Chart(data) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                    .frame(width: 200, height: 100))
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(canvas.widgetPointer)), GTK_ACCESSIBLE_ROLE_IMG)
            XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, is: "Line chart of BPM by Time"))
            let first = data[0].date.formatted(date: .abbreviated, time: .shortened)
            let last = data[4].date.formatted(date: .abbreviated, time: .shortened)
            let description = "5 samples from \(first) to \(last). BPM: minimum 60, maximum 100, average 80."
            XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, is: description), description)
            window.destroy()
        }
    }

    /// How many pixels of column `x` differ between two renderings.
    private static func changed(_ a: RenderedImage, _ b: RenderedImage, x: Int) -> Int {
        (0..<a.height).filter { y in a.pixel(x: x, y: y) != b.pixel(x: x, y: y) }.count
    }
}

/// The chart's `GtkEventControllerMotion`.
@MainActor
func motionController(of widget: GTK.Widget) -> GTK.EventControllerMotion? {
    let list = gtk_widget_observe_controllers(widget.widgetPointer)
    defer { g_object_unref(UnsafeMutableRawPointer(list)) }
    for index in 0..<g_list_model_get_n_items(list) {
        guard let item = g_list_model_get_item(list, index) else { continue }
        defer { g_object_unref(item) }
        if gtkui_object_is_a(item, gtk_event_controller_motion_get_type()) != 0 {
            return GTK.EventControllerMotion(retaining: item)
        }
    }
    return nil
}

/// Emits `motion` (at `x`, `y`) or `leave` on a motion controller, as GTK would.
@MainActor
func emit(_ controller: GTK.EventControllerMotion, _ signal: String, x: Double = 0, y: Double = 0) {
    var values = [GValue](repeating: GValue(), count: signal == "motion" ? 3 : 1)
    g_value_init(&values[0], gtkui_object_type(controller.objectPointer))
    g_value_set_object(&values[0], controller.objectPointer)
    if signal == "motion" {
        g_value_init(&values[1], GType(15 << 2))  // G_TYPE_DOUBLE
        g_value_set_double(&values[1], x)
        g_value_init(&values[2], GType(15 << 2))
        g_value_set_double(&values[2], y)
    }
    g_signal_emitv(values, g_signal_lookup(signal, gtk_event_controller_motion_get_type()), 0, nil)
    for index in values.indices { g_value_unset(&values[index]) }
}
