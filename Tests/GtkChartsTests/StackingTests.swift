import Foundation
import GtkCharts
import XCTest
@testable import GtkUI

/// Stacked, normalized and grouped bars, stacked areas; floating bars, Gantt bars,
/// rectangles and rule segments.
final class StackingTests: ChartTestCase {
    struct Sale: Identifiable {
        let month: String
        let product: String
        let amount: Double
        var id: String { month + product }
    }

    /// The Compat sample's data (Compat/Samples/SalesBarChart.swift).
    static let sales = [
        Sale(month: "Jan", product: "Tea", amount: 120), Sale(month: "Jan", product: "Coffee", amount: 180),
        Sale(month: "Feb", product: "Tea", amount: 140), Sale(month: "Feb", product: "Coffee", amount: 160),
        Sale(month: "Mar", product: "Tea", amount: 110), Sale(month: "Mar", product: "Coffee", amount: 210),
    ]

    /// The palette's first two colours: Tea (blue, 0 122 255) and Coffee (green, 52 199 89).
    static func isBlue(_ p: Pixel) -> Bool { p.alpha > 200 && p.red < 30 && abs(Int(p.green) - 122) < 25 && p.blue > 220 }
    static func isGreen(_ p: Pixel) -> Bool { p.alpha > 200 && abs(Int(p.red) - 52) < 25 && p.green > 170 && abs(Int(p.blue) - 89) < 25 }

    /// The rows (top, bottom) of the pixels in column `x` that match.
    static func rows(_ image: RenderedImage, x: Int, where matches: (Pixel) -> Bool) -> ClosedRange<Int>? {
        let ys = image.points(in: x...x, nil, where: matches).map(\.y)
        guard let low = ys.min(), let high = ys.max() else { return nil }
        return low...high
    }

    /// The columns (left, right) of the pixels in row `y` that match.
    static func columns(_ image: RenderedImage, y: Int, where matches: (Pixel) -> Bool) -> ClosedRange<Int>? {
        let xs = image.points(in: nil, y...y, where: matches).map(\.x)
        guard let low = xs.min(), let high = xs.max() else { return nil }
        return low...high
    }

    @MainActor
    static func salesChart(stacking: MarkStackingMethod = .standard, grouped: Bool = false) -> some View {
        Chart(sales) { sale in
            if grouped {
                BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                    .foregroundStyle(by: .value("Product", sale.product))
                    .position(by: .value("Product", sale.product))
            } else {
                BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount), stacking: stacking)
                    .foregroundStyle(by: .value("Product", sale.product))
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .frame(width: 300, height: 200)
    }

    func testBarsOfTwoSeriesStack() throws {
        // Swift Charts stacks Coffee on Tea in each month: a blue bar from zero with a
        // green bar on top of it, touching; Jan's pile reaches 300, Feb's 300, Mar's 320
        // (the tallest, near the plot's top); no bar hides another.
        try gtk {
            let (window, hosting) = show(Self.salesChart(), width: 320, height: 220)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-bars-stacked.png"))
            var piles: [(blue: ClosedRange<Int>, green: ClosedRange<Int>)] = []
            for month in 0..<3 {
                let x = Int((Double(month) + 0.5) * 100)
                let blue = try XCTUnwrap(Self.rows(image, x: x, where: Self.isBlue), "Tea in month \(month)")
                let green = try XCTUnwrap(Self.rows(image, x: x, where: Self.isGreen), "Coffee in month \(month)")
                XCTAssertLessThan(green.upperBound, blue.lowerBound, "Coffee sits on Tea")
                XCTAssertLessThanOrEqual(blue.lowerBound - green.upperBound, 2, "touching")
                XCTAssertGreaterThanOrEqual(blue.upperBound, 195, "Tea starts at zero, the plot's bottom")
                piles.append((blue, green))
            }
            // Heights in proportion to the amounts: Jan's Coffee (180) 1.5 × its Tea (120).
            let janTea = Double(piles[0].blue.count), janCoffee = Double(piles[0].green.count)
            XCTAssertEqual(janCoffee / janTea, 1.5, accuracy: 0.1)
            XCTAssertLessThan(piles[2].green.lowerBound, piles[0].green.lowerBound, "Mar's pile (320) is the tallest")
            XCTAssertEqual(piles[0].green.lowerBound, piles[1].green.lowerBound, accuracy: 1, "Jan and Feb both reach 300")
        }
    }

    func testNormalizedBarsFillThePlot() throws {
        // `.normalized`: every month's pile spans 0…1, so each reaches the same height
        // (the plot's top), and Tea's share is its part of that month's total.
        try gtk {
            let (window, hosting) = show(Self.salesChart(stacking: .normalized), width: 320, height: 220)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-bars-normalized.png"))
            let tops = try (0..<3).map { month in
                try XCTUnwrap(Self.rows(image, x: Int((Double(month) + 0.5) * 100), where: Self.isGreen)).lowerBound
            }
            XCTAssertLessThanOrEqual(tops.max()! - tops.min()!, 1, "every pile reaches the top")
            let marTea = try XCTUnwrap(Self.rows(image, x: 250, where: Self.isBlue))
            let marCoffee = try XCTUnwrap(Self.rows(image, x: 250, where: Self.isGreen))
            XCTAssertEqual(Double(marTea.count) / Double(marTea.count + marCoffee.count), 110.0 / 320, accuracy: 0.03)
        }
    }

    func testPositionByPutsBarsSideBySide() throws {
        // `.position(by:)`: in each month Tea's bar stands left of Coffee's, both from zero,
        // each half of the band the stacked bar took.
        try gtk {
            let (window, hosting) = show(Self.salesChart(grouped: true), width: 320, height: 220)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-bars-grouped.png"))
            let row = image.height - 5
            let tea = try XCTUnwrap(Self.columns(image, y: row, where: { Self.isBlue($0) }))
            let coffee = try XCTUnwrap(Self.columns(image, y: row, where: { Self.isGreen($0) }))
            // The first (leftmost) bars are January's.
            let janTea = image.points(in: 0...99, row...row, where: Self.isBlue).map(\.x)
            let janCoffee = image.points(in: 0...99, row...row, where: Self.isGreen).map(\.x)
            XCTAssertFalse(janTea.isEmpty)
            XCTAssertFalse(janCoffee.isEmpty)
            XCTAssertLessThan(janTea.max()!, janCoffee.min()!, "Tea left of Coffee")
            XCTAssertEqual(Double(janTea.count), 35, accuracy: 2, "half of the 70-point bar")
            XCTAssertLessThan(tea.lowerBound, coffee.lowerBound)
            // Coffee's Jan bar (180) is taller than Tea's (120); both stand on zero.
            let coffeeRows = try XCTUnwrap(Self.rows(image, x: janCoffee[janCoffee.count / 2], where: Self.isGreen))
            let teaRows = try XCTUnwrap(Self.rows(image, x: janTea[janTea.count / 2], where: Self.isBlue))
            XCTAssertEqual(Double(coffeeRows.count) / Double(teaRows.count), 1.5, accuracy: 0.1)
        }
    }

    func testHorizontalBarsStackAlongX() throws {
        // With the month on y, Swift Charts draws horizontal bars, stacked along x: Jan's
        // row (the top one) has a blue bar from the left edge and a green one right after
        // it; Coffee's is 1.5 × as long; negative values would go left.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.sales) { sale in
                    BarMark(x: .value("Amount", sale.amount), y: .value("Month", sale.month))
                        .foregroundStyle(by: .value("Product", sale.product))
                }
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .chartLegend(.hidden)
                .frame(width: 300, height: 150), width: 320, height: 170)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-bars-stacked-horizontal.png"))
            let row = image.height / 6  // the middle of Jan's band
            let tea = try XCTUnwrap(Self.columns(image, y: row, where: Self.isBlue))
            let coffee = try XCTUnwrap(Self.columns(image, y: row, where: Self.isGreen))
            XCTAssertLessThanOrEqual(tea.lowerBound, 1, "Tea starts at zero, the left edge")
            XCTAssertLessThanOrEqual(abs(coffee.lowerBound - tea.upperBound), 2, "Coffee follows Tea")
            XCTAssertEqual(Double(coffee.count) / Double(tea.count), 1.5, accuracy: 0.1)
        }
    }

    struct Task: Identifiable {
        let name: String
        let start: Double
        let end: Double
        var id: String { name }
    }

    func testRangesGanttRectanglesAndRuleSegments() throws {
        // A Gantt chart: horizontal bars per task from start to end (Design 0–3, Build
        // 2–8, Test 7–10), not stacked; a translucent red rectangle over x 4–6 and the
        // whole y range the tasks take; a black rule segment at Build from x 1 to 9.
        try gtk {
            let tasks = [Task(name: "Design", start: 0, end: 3), Task(name: "Build", start: 2, end: 8),
                         Task(name: "Test", start: 7, end: 10)]
            let (window, hosting) = show(
                Chart {
                    ForEach(tasks) { task in
                        BarMark(xStart: .value("Start", task.start), xEnd: .value("End", task.end), y: .value("Task", task.name))
                            .foregroundStyle(.blue)
                    }
                    RectangleMark(xStart: .value("Start", 4.0), xEnd: .value("End", 6.0),
                                  yStart: .value("Task", "Design"), yEnd: .value("Task", "Test"))
                        .foregroundStyle(.red.opacity(0.3))
                    RuleMark(xStart: .value("Start", 1.0), xEnd: .value("End", 9.0), y: .value("Task", "Build"))
                        .foregroundStyle(.black)
                        .lineStyle(StrokeStyle(lineWidth: 2))
                }
                .chartXScale(domain: 0...10)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 300, height: 150), width: 320, height: 170)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-gantt-ranges.png"))
            func isBar(_ p: Pixel) -> Bool { p.alpha > 200 && p.blue > 200 && p.red < 80 && p.green < 180 }
            // Bands of 50 points: Design in the first, Test in the last (y axis from the top).
            // The chart fills the width offered: x runs 0…10 over the image's width.
            let unit = Double(image.width) / 10
            let design = try XCTUnwrap(Self.columns(image, y: 20, where: isBar))
            XCTAssertEqual(Double(design.lowerBound), 0, accuracy: 2)
            XCTAssertEqual(Double(design.upperBound), 3 * unit, accuracy: 2, "Design ends at 3 of 10")
            let testBar = try XCTUnwrap(Self.columns(image, y: 130, where: isBar))
            XCTAssertEqual(Double(testBar.lowerBound), 7 * unit, accuracy: 2, "Test starts at 7")
            // The rectangle: reddish over x 4…6 between the bands' middles.
            func isReddish(_ p: Pixel) -> Bool { p.red > p.green + 40 && p.red > p.blue - 40 }
            XCTAssertTrue(isReddish(image.pixel(x: Int(5 * unit), y: 40)), "the rectangle is drawn")
            XCTAssertFalse(isReddish(image.pixel(x: Int(3.5 * unit), y: 110)), "nothing red outside x 4–6")
            // The rule: dark pixels at Build's middle row from x 1 to 9.
            func isDark(_ p: Pixel) -> Bool { p.alpha > 200 && p.red < 60 && p.green < 60 && p.blue < 60 }
            let rule = try XCTUnwrap(Self.columns(image, y: 75, where: isDark))
            XCTAssertEqual(Double(rule.lowerBound), unit, accuracy: 2)
            XCTAssertEqual(Double(rule.upperBound), 9 * unit, accuracy: 2)
        }
    }

    func testHeatMapRectanglesFillTheirCells() throws {
        // RectangleMark(x:y:) over two category axes fills each cell: a 2 × 2 grid of
        // green cells where the data has one, none in the other two.
        try gtk {
            let cells = [("A", "1"), ("B", "2")]
            let (window, hosting) = show(
                Chart {
                    ForEach(cells, id: \.0) { cell in
                        RectangleMark(x: .value("Column", cell.0), y: .value("Row", cell.1)).foregroundStyle(.green)
                    }
                }
                .chartXScale(domain: ["A", "B"])
                .chartYScale(domain: ["1", "2"])
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 200, height: 100), width: 220, height: 120)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-heat-map.png"))
            func isGreen(_ p: Pixel) -> Bool { p.alpha > 200 && p.green > 150 && p.red < 120 }
            let green = image.points(where: isGreen)
            // The chart fills the width offered (220), as charts do: cells of 110 × 50.
            let half = image.width / 2
            XCTAssertEqual(Double(green.count), Double(2 * half * 50), accuracy: 400, "two cells, each a quarter of the plot")
            // A (left) in row 1, the top one (Swift Charts lists y categories downwards), B in row 2.
            let aCell = image.points(in: 0...(half - 1), nil, where: isGreen).map(\.y)
            let bCell = image.points(in: half...(image.width - 1), nil, where: isGreen).map(\.y)
            XCTAssertFalse(aCell.isEmpty)
            XCTAssertFalse(bCell.isEmpty)
            XCTAssertLessThan(aCell.max()!, 52, "A's cell is in the top row")
            XCTAssertGreaterThan(bCell.min()!, 48, "B's cell is in the bottom row")
        }
    }
}
