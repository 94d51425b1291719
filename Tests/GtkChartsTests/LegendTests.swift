import Foundation
import GtkCharts
import XCTest
@testable import GtkUI

/// `chartLegend(position:alignment:spacing:)`, `chartLegend(.hidden)` and `chartForegroundStyleScale`.
final class LegendTests: ChartTestCase {
    struct Drink: Identifiable {
        let name: String
        let hour: Int
        let cups: Double
        var id: String { "\(name)\(hour)" }
    }

    static let drinks = (0..<6).flatMap { hour in
        [Drink(name: "Tea", hour: hour, cups: Double(hour % 3 + 1)), Drink(name: "Coffee", hour: hour, cups: Double(4 - hour % 2))]
    }

    static func isGreen(_ p: Pixel) -> Bool { p.alpha > 200 && abs(Int(p.red) - 52) < 20 && abs(Int(p.green) - 199) < 20 && abs(Int(p.blue) - 89) < 20 }
    static func isBrown(_ p: Pixel) -> Bool { p.alpha > 200 && abs(Int(p.red) - 162) < 20 && abs(Int(p.green) - 132) < 20 && abs(Int(p.blue) - 94) < 20 }

    func testStyleScaleAndLegendOnTop() throws {
        // Swift Charts draws Tea in green and Coffee in brown, and the legend (a green and
        // a brown dot with the names) above the plot.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.drinks) {
                    LineMark(x: .value("Hour", $0.hour), y: .value("Cups", $0.cups))
                        .foregroundStyle(by: .value("Drink", $0.name))
                }
                .chartForegroundStyleScale(["Tea": .green, "Coffee": .brown])
                .chartLegend(position: .top, alignment: .leading, spacing: 8)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 300, height: 140), width: 320, height: 160)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-legend-top-style-scale.png"))
            XCTAssertGreaterThan(image.points(where: Self.isGreen).count, 50, "Tea is green")
            XCTAssertGreaterThan(image.points(where: Self.isBrown).count, 50, "Coffee is brown")
            // The legend's dots and names are in the top rows; nothing grey at the bottom.
            XCTAssertFalse(image.points(in: nil, 0...20, where: AxisMarksTests.isText).isEmpty, "legend text at the top")
            XCTAssertFalse(image.points(in: nil, 0...20, where: Self.isGreen).isEmpty, "Tea's dot at the top")
            XCTAssertTrue(image.points(in: nil, (image.height - 20)...(image.height - 1), where: AxisMarksTests.isText).isEmpty)
            window.destroy()
        }
    }

    func testHiddenLegend() throws {
        // Swift Charts draws the series but no legend with `.chartLegend(.hidden)`.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.drinks) {
                    LineMark(x: .value("Hour", $0.hour), y: .value("Cups", $0.cups))
                        .foregroundStyle(by: .value("Drink", $0.name))
                }
                .chartForegroundStyleScale(domain: ["Tea", "Coffee"], range: [Color.green, Color.brown])
                .chartLegend(.hidden)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 300, height: 140), width: 320, height: 160)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-legend-hidden.png"))
            XCTAssertTrue(image.points(where: AxisMarksTests.isText).isEmpty, "no legend text")
            XCTAssertGreaterThan(image.points(where: Self.isGreen).count, 50)
            window.destroy()
        }
    }

    func testLegendAlignmentAndSpacing() throws {
        // `.chartLegend(position: .bottom, alignment: .trailing, spacing: 24)`: Swift Charts
        // puts the row of dots and names at the plot's right edge, 24 points below the
        // plot; `.chartLegend(position: .trailing, alignment: .top)` starts the column at
        // the plot's top instead of centring it.
        try gtk {
            @MainActor func chart(_ position: AnnotationPosition, _ alignment: Alignment, _ spacing: CGFloat?) -> some View {
                Chart(Self.drinks) {
                    LineMark(x: .value("Hour", $0.hour), y: .value("Cups", $0.cups))
                        .foregroundStyle(by: .value("Drink", $0.name))
                }
                .chartForegroundStyleScale(["Tea": .green, "Coffee": .brown])
                .chartLegend(position: position, alignment: alignment, spacing: spacing)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 300, height: 140)
            }
            var images: [String: RenderedImage] = [:]
            for (name, position, alignment, spacing) in [
                ("bottom-leading", AnnotationPosition.bottom, Alignment.leading, CGFloat?.none),
                ("bottom-trailing", .bottom, .trailing, 24), ("trailing-top", .trailing, .top, nil),
            ] {
                let (window, hosting) = show(chart(position, alignment, spacing), width: 320, height: 160)
                defer { window.destroy() }
                let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
                let image = try render(canvas)
                try image.writePNG(to: artifactPath("chart-legend-\(name).png"))
                images[name] = image
            }
            let leading = try XCTUnwrap(images["bottom-leading"]), trailing = try XCTUnwrap(images["bottom-trailing"])
            func legendText(_ image: RenderedImage) -> [(x: Int, y: Int)] {
                image.points(in: nil, (image.height - 22)...(image.height - 1), where: AxisMarksTests.isText)
            }
            let leadingText = legendText(leading), trailingText = legendText(trailing)
            XCTAssertLessThan(try XCTUnwrap(leadingText.map(\.x).min()), 40, "a leading row starts at the left")
            XCTAssertGreaterThan(try XCTUnwrap(trailingText.map(\.x).min()), 150, "a trailing row sits at the right")
            XCTAssertGreaterThan(try XCTUnwrap(trailingText.map(\.x).max()), 280, "…ending at the plot's right edge")
            // The plot is shorter by the extra spacing: the lowest line pixel is higher up.
            func lowestLine(_ image: RenderedImage) -> Int? {
                (image.points(where: Self.isGreen) + image.points(where: Self.isBrown)).filter { $0.y < image.height - 24 }.map(\.y).max()
            }
            let spaced = try XCTUnwrap(lowestLine(trailing)), plain = try XCTUnwrap(lowestLine(leading))
            XCTAssertEqual(Double(plain - spaced), 20, accuracy: 4, "24 points of spacing instead of 4")
            // The column beside the plot starts at its top.
            let column = try XCTUnwrap(images["trailing-top"])
            let columnText = column.points(in: 200...(column.width - 1), nil, where: AxisMarksTests.isText)
            XCTAssertLessThan(try XCTUnwrap(columnText.map(\.y).min()), 12, "the column at the plot's top")
        }
    }
}
