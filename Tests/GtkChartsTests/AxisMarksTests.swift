import CGtk
import Foundation
import GtkCharts
import XCTest
@testable import GtkUI

/// `chartXAxis { AxisMarks(…) }` / `chartYAxis { AxisMarks(…) }`: which values an axis
/// marks, what it draws at each, and on which side.
final class AxisMarksTests: ChartTestCase {
    struct Day: Identifiable {
        let date: Date
        let cups: Double
        var id: Date { date }
    }

    /// Seven days from a Monday at midnight, in the current calendar.
    static let week: [Day] = {
        let calendar = Calendar.current
        let monday = calendar.date(from: DateComponents(year: 2024, month: 3, day: 4)) ?? Date()
        return (0..<7).map { offset in
            Day(date: calendar.date(byAdding: .day, value: offset, to: monday) ?? monday, cups: Double([2, 3, 1, 4, 2, 5, 3][offset]))
        }
    }()

    /// Text is drawn in the theme's text colour at 70 %: grey and mostly opaque.
    static func isText(_ pixel: Pixel) -> Bool {
        pixel.alpha > 90 && abs(Int(pixel.red) - Int(pixel.blue)) < 16 && abs(Int(pixel.red) - Int(pixel.green)) < 16
    }

    /// Runs of columns (gaps of more than `gap` columns split them).
    static func runs(_ columns: [Int], gap: Int = 4) -> Int {
        let sorted = Set(columns).sorted()
        var count = 0
        for (index, column) in sorted.enumerated() where index == 0 || column - sorted[index - 1] > gap { count += 1 }
        return count
    }

    /// Rows where most of the width is a faint line (a horizontal grid line).
    static func gridRows(_ image: RenderedImage, xs: ClosedRange<Int>) -> [Int] {
        (0..<image.height).filter { y in
            let faint = xs.filter { x in let p = image.pixel(x: x, y: y); return p.alpha > 15 && p.alpha < 80 }.count
            return faint > xs.count * 6 / 10
        }
    }

    func testYAxisLeadingAndTrailing() throws {
        // Swift Charts draws the y labels right of the plot by default and left of it with
        // `AxisMarks(position: .leading)`; explicit values [0, 50, 100] give three grid
        // lines and three labels.
        try gtk {
            let (window, hosting) = show(
                VStack {
                    Chart(Self.week) { LineMark(x: .value("Day", $0.date), y: .value("Cups", $0.cups * 20)).foregroundStyle(.red) }
                        .chartXAxis(.hidden)
                        .chartYAxis { AxisMarks(values: [0, 50, 100]) }
                        .frame(width: 300, height: 120)
                    Chart(Self.week) { LineMark(x: .value("Day", $0.date), y: .value("Cups", $0.cups * 20)).foregroundStyle(.red) }
                        .chartXAxis(.hidden)
                        .chartYAxis { AxisMarks(position: .leading, values: [0, 50, 100]) }
                        .frame(width: 300, height: 120)
                }, width: 320, height: 260)
            try render(hosting.widget).writePNG(to: artifactPath("chart-axis-leading-trailing.png"))
            let canvases = findAll("GtkuiCanvas", in: hosting.widget)
            XCTAssertEqual(canvases.count, 2)
            let trailing = try render(canvases[0])
            let leading = try render(canvases[1])
            let trailingText = trailing.points(where: Self.isText).map(\.x)
            let leadingText = leading.points(where: Self.isText).map(\.x)
            XCTAssertGreaterThan(trailingText.min() ?? 0, 250, "trailing labels are right of the plot")
            XCTAssertLessThan(leadingText.max() ?? 300, 50, "leading labels are left of the plot")
            XCTAssertEqual(Self.gridRows(trailing, xs: 60...200).count, 3, "grid lines at 0, 50, 100")
            XCTAssertEqual(Self.gridRows(leading, xs: 60...200).count, 3, "grid lines at 0, 50, 100")
            window.destroy()
        }
    }

    func testStrideByDayLabelsAWeek() throws {
        // Swift Charts draws a grid line, a tick and an abbreviated weekday at each of the
        // seven midnights: "Mon" … "Sun".
        try gtk {
            let (window, hosting) = show(
                Chart(Self.week) { LineMark(x: .value("Day", $0.date), y: .value("Cups", $0.cups)).foregroundStyle(.red) }
                    .chartYAxis(.hidden)
                    .chartXAxis {
                        AxisMarks(values: .stride(by: .day)) { value in
                            AxisGridLine()
                            AxisTick()
                            AxisValueLabel(format: .dateTime.weekday(.abbreviated))
                        }
                    }
                    .frame(width: 560, height: 140), width: 580, height: 160)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-axis-stride-day.png"))
            let labelRows = (image.height - 16)...(image.height - 1)
            XCTAssertEqual(Self.runs(image.points(in: nil, labelRows, where: Self.isText).map(\.x), gap: 6), 7, "seven weekday labels")
            // Seven vertical grid lines: columns mostly faint over the plot's height.
            let columns = (0..<image.width).filter { x in
                (10..<(image.height - 30)).filter { y in let p = image.pixel(x: x, y: y); return p.alpha > 15 && p.alpha < 80 }.count
                    > (image.height - 40) / 2
            }
            XCTAssertEqual(Self.runs(columns, gap: 1), 7, "\(columns)")
            window.destroy()
        }
    }

    func testDateUnitBinsBarsInsidePlot() throws {
        // `.value("Day", date, unit: .day)` with dates at 15:00: Swift Charts bins each
        // date to its day, so the seven bars fill the seven days, each centred at noon.
        try gtk {
            let afternoons = Self.week.map { Day(date: $0.date.addingTimeInterval(15 * 3600), cups: $0.cups) }
            let (window, hosting) = show(
                Chart {
                    Plot {
                        ForEach(afternoons) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Cups", $0.cups)) }
                    }
                }
                .foregroundStyle(.blue)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 280, height: 100), width: 300, height: 120)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-date-unit-bars.png"))
            func isBlue(_ pixel: Pixel) -> Bool { pixel.blue > 200 && pixel.red < 60 && pixel.alpha > 200 }
            let columns = Set(image.points(where: isBlue).map(\.x)).sorted()
            XCTAssertEqual(Self.runs(columns, gap: 1), 7, "seven bars")
            // The first bar is centred in the first seventh of the plot.
            var end = columns.first ?? 0
            while columns.contains(end + 1) { end += 1 }
            let center = Double((columns.first ?? 0) + end + 1) / 2
            XCTAssertEqual(center, Double(image.width) / 14, accuracy: 4, "\(columns)")
            window.destroy()
        }
    }

    func testEmptyContentDrawsNothing() throws {
        // `AxisMarks { _ in }` draws no grid line, tick or label, as in Swift Charts.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.week) { LineMark(x: .value("Day", $0.date), y: .value("Cups", $0.cups)).foregroundStyle(.red) }
                    .chartYAxis(.hidden)
                    .chartXAxis { AxisMarks { _ in } }
                    .frame(width: 300, height: 120), width: 320, height: 140)
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-axis-empty.png"))
            XCTAssertTrue(image.points(where: Self.isText).isEmpty, "no labels")
            window.destroy()
        }
    }
}

/// Swift Charts sample code that must compile unchanged.
@MainActor
private func axisMarksSamples(_ data: [AxisMarksTests.Day]) -> some View {
    Chart(data) { LineMark(x: .value("Day", $0.date), y: .value("Cups", $0.cups)) }
        .chartYAxis { AxisMarks(position: .leading) }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { value in
                AxisGridLine()
                AxisTick()
                if let date = value.as(Date.self), value.index < value.count {
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated))
                    let _ = date
                }
            }
        }
        .chartYAxis { AxisMarks(values: [0, 50, 100]) }
        .chartXAxis { AxisMarks(preset: .aligned, values: .automatic(desiredCount: 4)) }
        .chartYAxis { AxisMarks(values: .stride(by: 10)) { _ in AxisValueLabel() } }
}
