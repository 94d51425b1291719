import Foundation
import GtkCharts
import XCTest
@testable import GtkUI

/// `.annotation`, `AxisValueLabel { }`, `AxisMarks(position: .top)` and
/// `chartLegend(position: .leading/.trailing)`.
final class AnnotationAndAxisPositionTests: ChartTestCase {
    struct Day: Identifiable {
        let name: String
        let cups: Int
        var id: String { name }
    }

    static let days = [Day(name: "Mon", cups: 2), Day(name: "Tue", cups: 6), Day(name: "Wed", cups: 4)]
    static func isBlue(_ p: Pixel) -> Bool { p.alpha > 200 && p.blue > 200 && p.red < 60 && p.green < 160 }

    func testAnnotationsSitAboveTheirBars() throws {
        // Swift Charts draws each bar's count just above it (`.annotation(position: .top)`),
        // centred on the bar; with `.overlay`, inside it. Here: "2", "6", "4" above the
        // three blue bars, nothing above the plot's empty top-left.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups))
                        .foregroundStyle(.blue)
                        .annotation(position: .top) { Text("\(day.cups)") }
                }
                .chartYScale(domain: 0...8)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 300, height: 160), width: 320, height: 180)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-annotations-top.png"))
            for (index, day) in Self.days.enumerated() {
                // Three bands across the width the chart fills.
                let x = Int((Double(index) + 0.5) * Double(image.width) / 3)
                let top = try XCTUnwrap(StackingTests.rows(image, x: x, where: Self.isBlue)).lowerBound
                XCTAssertEqual(Double(top), Double(image.height) * (1 - Double(day.cups) / 8), accuracy: 2, "\(day.name)'s bar")
                let text = image.points(in: (x - 15)...(x + 15), max(0, top - 24)...(top - 1), where: AxisMarksTests.isText)
                XCTAssertFalse(text.isEmpty, "\(day.name)'s count above its bar")
                let centre = Double(text.map(\.x).reduce(0, +)) / Double(text.count)
                XCTAssertEqual(centre, Double(x), accuracy: 4, "centred on the bar")
            }
            XCTAssertTrue(image.points(in: 0...30, 0...20, where: AxisMarksTests.isText).isEmpty)
        }
    }

    func testOverlayAnnotationInItsTextsColour() throws {
        // `.annotation(position: .overlay) { Text(…).foregroundStyle(.white) }`: Swift
        // Charts centres the white count inside each bar; nothing is drawn above the bars.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups))
                        .foregroundStyle(.blue)
                        .annotation(position: .overlay) { Text("\(day.cups)").foregroundStyle(.white) }
                }
                .chartYScale(domain: 0...8)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 300, height: 160), width: 320, height: 180)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-annotations-overlay.png"))
            func isWhite(_ p: Pixel) -> Bool { p.alpha > 200 && p.red > 200 && p.green > 200 && p.blue > 230 }
            // Tuesday's bar (6 of 8) spans rows 40…160 of the middle band; its count sits at
            // the bar's middle (row 100).
            let x = image.width / 2
            let white = image.points(in: (x - 15)...(x + 15), 40...159, where: isWhite)
            XCTAssertFalse(white.isEmpty, "a white count inside the bar")
            let row = Double(white.map(\.y).reduce(0, +)) / Double(white.count)
            XCTAssertEqual(row, Double(image.height) * (1 - 3.0 / 8), accuracy: 5, "centred on the bar")
            let dark = image.points(where: { AxisMarksTests.isText($0) && $0.red < 140 })
            XCTAssertTrue(dark.isEmpty, "no text in the theme's dark colour")
        }
    }

    func testTopXAxisLeadingYAxisAndCustomLabels() throws {
        // `AxisMarks(position: .top)` puts the x labels ("Mon", "Tue", "Wed", from
        // `AxisValueLabel { Text(…) }`: upper-cased here) above the plot, and
        // `AxisMarks(position: .leading)` the y labels at its left; nothing below the
        // bars, the right edge free of labels.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups)).foregroundStyle(.blue)
                }
                .chartXAxis {
                    AxisMarks(position: .top) { value in
                        AxisValueLabel {
                            if let name = value.as(String.self) { Text(name.uppercased()) }
                        }
                    }
                }
                .chartYAxis { AxisMarks(position: .leading) }
                .frame(width: 300, height: 160), width: 320, height: 180)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-axis-top-leading.png"))
            let bars = image.points(where: Self.isBlue)
            let barsTop = try XCTUnwrap(bars.map(\.y).min())
            let barsBottom = try XCTUnwrap(bars.map(\.y).max())
            let barsLeft = try XCTUnwrap(bars.map(\.x).min())
            XCTAssertGreaterThan(barsTop, 14, "room for the labels above the plot")
            XCTAssertFalse(image.points(in: barsLeft...299, 0...12, where: AxisMarksTests.isText).isEmpty, "x labels on top")
            XCTAssertTrue(image.points(in: barsLeft...(image.width - 1), (barsBottom + 2)...(image.height - 1), where: AxisMarksTests.isText).isEmpty, "no x labels below")
            XCTAssertFalse(image.points(in: 0...(barsLeft - 20), nil, where: AxisMarksTests.isText).isEmpty, "y labels on the left")
            XCTAssertTrue(image.points(in: 290...299, 20...150, where: AxisMarksTests.isText).isEmpty, "none on the right")
        }
    }

    struct Drink: Identifiable {
        let name: String
        let hour: Int
        let cups: Double
        var id: String { "\(name)\(hour)" }
    }

    func testLegendBesideThePlot() throws {
        // `.chartLegend(position: .trailing)`: Swift Charts lists the series in a column at
        // the right of the plot (a dot and a name each, one under the other); `.leading`
        // at its left. The lines stay clear of the column.
        try gtk {
            let drinks = (0..<4).flatMap { hour in
                [Drink(name: "Tea", hour: hour, cups: Double(hour + 1)), Drink(name: "Coffee", hour: hour, cups: Double(4 - hour))]
            }
            for position in [("trailing", AnnotationPosition.trailing), ("leading", .leading)] {
                let (window, hosting) = show(
                    Chart(drinks) {
                        LineMark(x: .value("Hour", $0.hour), y: .value("Cups", $0.cups))
                            .foregroundStyle(by: .value("Drink", $0.name))
                    }
                    .chartLegend(position: position.1)
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                    .frame(width: 300, height: 120), width: 320, height: 140)
                defer { window.destroy() }
                let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
                let image = try render(canvas)
                try image.writePNG(to: artifactPath("chart-legend-\(position.0).png"))
                let text = image.points(where: AxisMarksTests.isText)
                XCTAssertFalse(text.isEmpty)
                let blue = image.points(where: StackingTests.isBlue)
                let green = image.points(where: StackingTests.isGreen)
                // The legend's dots: small blobs of each colour near the column's edge.
                if position.0 == "trailing" {
                    XCTAssertGreaterThan(text.map(\.x).min()!, 200, "names at the right")
                    let dots = blue.filter { $0.x > 200 }
                    let lines = blue.filter { $0.x <= 200 }
                    XCTAssertFalse(dots.isEmpty, "Tea's dot in the column")
                    XCTAssertFalse(lines.isEmpty, "Tea's line in the plot")
                    let greenDot = green.filter { $0.x > 200 }
                    XCTAssertLessThan(dots.map(\.y).max()!, greenDot.map(\.y).min()!, "Tea listed above Coffee")
                } else {
                    XCTAssertLessThan(text.map(\.x).max()!, 100, "names at the left")
                    XCTAssertFalse(blue.filter { $0.x < 20 }.isEmpty, "Tea's dot at the left edge")
                }
            }
        }
    }
}
