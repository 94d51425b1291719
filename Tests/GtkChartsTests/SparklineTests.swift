import CGtk
import Foundation
import GtkCharts
import XCTest
@testable import GtkUI

/// The heart-rate cell's sparkline: pink line and circles, no axes, in a 120×40 frame.
final class SparklineTests: ChartTestCase {
    /// 60, 80, 70, 100, 90 BPM, ten minutes apart.
    static let data = samples([60, 80, 70, 100, 90])

    /// Where the circles' centres must be: the plot is the whole 120×40 chart, inset by the
    /// circle's radius and a pixel (5 px); x spans the 40 minutes, y the domain rounded out
    /// to nice numbers (60…100).
    static func expectedCentre(_ index: Int, scale: Double = 1) -> (x: Double, y: Double) {
        let x = 5 + Double(index) * 110 / 4
        let y = 35 - (Self.data[index].bpm - 60) / 40 * 30
        return (x * scale, y * scale)
    }

    func testPointMarksAreAtTheirValues() throws {
        try gtk {
            let (window, hosting) = show(
                HStack {
                    Chart(Self.data) { PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                        .foregroundStyle(.pink)
                        .chartXAxis(.hidden)
                        .chartYAxis(.hidden)
                        .frame(width: 120, height: 40)
                })
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            XCTAssertEqual(canvas.width, 120)
            XCTAssertEqual(canvas.height, 40)
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-points.png"))
            for index in Self.data.indices {
                let expected = Self.expectedCentre(index)
                let centre = try XCTUnwrap(
                    image.centroid(near: Int(expected.x), Int(expected.y), radius: 6, where: isPink),
                    "no pink circle near \(expected)")
                XCTAssertEqual(centre.x, expected.x, accuracy: 1, "circle \(index)")
                XCTAssertEqual(centre.y, expected.y, accuracy: 1, "circle \(index)")
            }
            window.destroy()
        }
    }

    func testTheVitalsSparklineIsPinkWithoutAxesAndStaysInItsFrame() throws {
        try gtk {
            let (window, hosting) = show(
                HStack(spacing: 0) {
                    Text("Heart rate")
                    Chart(Self.data) {
                        LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                        PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                    }
                    .foregroundStyle(.pink)
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                    .frame(width: 120, height: 40)
                }, width: 300, height: 80)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let chart = try render(canvas)
            try chart.writePNG(to: artifactPath("chart-sparkline.png"))

            XCTAssertGreaterThan(chart.points(where: isPink).count, 200, "the line and circles are pink")
            // Without axes, every drawn pixel is the marks' pink (antialiased edges aside):
            // no gridlines, no labels.
            let other = chart.points { $0.alpha > 40 && !($0.red > 150 && $0.green < 150) }
            XCTAssertEqual(other.count, 0, "pixels that are not pink: \(other.prefix(5))")
            // The line joins the circles: half-way between the first two it is pink.
            let a = Self.expectedCentre(0), b = Self.expectedCentre(1)
            XCTAssertNotNil(chart.centroid(near: Int((a.x + b.x) / 2), Int((a.y + b.y) / 2), radius: 2, where: isPink))

            // Nothing is drawn outside the chart's frame: the window around it has no pink.
            let whole = try render(window)
            try whole.writePNG(to: artifactPath("chart-sparkline-row.png"))
            var origin = graphene_point_t()
            var zero = graphene_point_t(x: 0, y: 0)
            XCTAssertTrue(gtk_widget_compute_point(canvas.widgetPointer, window.widgetPointer, &zero, &origin) != 0)
            let frame = (x: Int(origin.x), y: Int(origin.y))
            let outside = whole.points(where: isPink).filter {
                $0.x < frame.x || $0.x >= frame.x + 120 || $0.y < frame.y || $0.y >= frame.y + 40
            }
            XCTAssertEqual(outside.count, 0, "pink outside the chart: \(outside.prefix(5))")
            window.destroy()
        }
    }
}
