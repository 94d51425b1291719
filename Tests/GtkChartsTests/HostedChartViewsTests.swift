import Foundation
import GtkCharts
import XCTest
@testable import GtkUI

/// Views hosted over a chart: `.annotation { any view }` at its mark, and
/// `AxisValueLabel { any view }` / `AxisValueLabel(format:centered:anchor:…)` at its value.
final class HostedChartViewsTests: ChartTestCase {
    struct Day: Identifiable {
        let name: String
        let cups: Int
        var id: String { name }
    }

    static let days = [Day(name: "Mon", cups: 2), Day(name: "Tue", cups: 6), Day(name: "Wed", cups: 4)]
    static func isBlue(_ p: Pixel) -> Bool { p.alpha > 200 && p.blue > 200 && p.red < 60 && p.green < 160 }
    static func isRed(_ p: Pixel) -> Bool { p.alpha > 200 && p.red > 200 && p.green < 80 && p.blue < 80 }
    static func isGreen(_ p: Pixel) -> Bool { p.alpha > 200 && p.green > 150 && p.red < 100 && p.blue < 120 }

    func testAnnotationHostsAnyViewAtItsMark() throws {
        // `.annotation(position: .top, alignment: .leading, spacing: 8) { HStack { red dot; Text } }`:
        // Swift Charts puts the little stack above each bar, 8 points clear of its top, its
        // leading edge at the bar's leading edge. The dot is a real view (a shape), not text.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups))
                        .foregroundStyle(.blue)
                        .annotation(position: .top, alignment: .leading, spacing: 8) {
                            HStack(spacing: 2) {
                                Circle().fill(.red).frame(width: 10, height: 10)
                                Text("\(day.cups)")
                            }
                        }
                }
                .chartYScale(domain: 0...8)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 300, height: 160), width: 320, height: 180)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            XCTAssertEqual(canvas.children.count, 3, "one hosted view per annotated bar")
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-annotation-views.png"))
            for index in Self.days.indices {
                let band = (image.width * index / 3)...(image.width * (index + 1) / 3 - 1)
                let bar = image.points(in: band, nil, where: Self.isBlue)
                let barTop = try XCTUnwrap(bar.map(\.y).min())
                let barLeft = try XCTUnwrap(bar.map(\.x).min())
                let dot = image.points(in: band, nil, where: Self.isRed)
                XCTAssertFalse(dot.isEmpty, "a red dot above bar \(index)")
                let dotBottom = try XCTUnwrap(dot.map(\.y).max())
                let dotLeft = try XCTUnwrap(dot.map(\.x).min())
                XCTAssertEqual(dotLeft, barLeft, accuracy: 2, "leading-aligned with the bar")
                // The stack is as tall as its text line; the dot is centred in it, so the gap
                // from the dot to the bar is 8 points plus half the rest of the line.
                XCTAssertGreaterThan(barTop - dotBottom, 8, "8 points of spacing at least")
                XCTAssertLessThan(barTop - dotBottom, 20)
            }
        }
    }

    func testAnnotationPositionsAroundAPoint() throws {
        // A point with annotations on four sides (`.leading`, `.trailing`, `.bottom`,
        // `.overlay`): Swift Charts draws each view beside the point on its side, centred
        // on it across that side; the overlay on the point itself.
        try gtk {
            @MainActor func square(_ color: Color) -> some View { Rectangle().fill(color).frame(width: 12, height: 12) }
            let (window, hosting) = show(
                Chart {
                    PointMark(x: .value("X", 5), y: .value("Y", 5))
                        .foregroundStyle(.clear)
                        .annotation(position: .leading, spacing: 10) { square(.red) }
                        .annotation(position: .trailing, spacing: 10) { square(.blue) }
                }
                .chartXScale(domain: 0...10)
                .chartYScale(domain: 0...10)
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 200, height: 200), width: 220, height: 220)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-annotation-sides.png"))
            let centre = Double(image.width) / 2
            let red = image.points(where: Self.isRed)
            let blue = image.points(where: Self.isBlue)
            XCTAssertEqual(red.count, 144, accuracy: 30, "a 12 × 12 square")
            XCTAssertEqual(Double(try XCTUnwrap(red.map(\.x).max())), centre - 10, accuracy: 2, "left of the point, 10 points clear")
            XCTAssertEqual(Double(try XCTUnwrap(blue.map(\.x).min())), centre + 10, accuracy: 2, "right of the point, 10 points clear")
            let redMiddle = Double(red.map(\.y).reduce(0, +)) / Double(red.count)
            XCTAssertEqual(redMiddle, Double(image.height) / 2, accuracy: 2, "centred on the point vertically")
        }
    }

    func testAxisValueLabelViewsAndPlacement() throws {
        // `AxisValueLabel { green dot }` on the x axis: Swift Charts puts a dot under each
        // day's band, centred on it; `AxisValueLabel(anchor: .topLeading, horizontalSpacing: 12)`
        // on the y axis (leading) puts each number's top-leading corner at its value.
        try gtk {
            let (window, hosting) = show(
                Chart(Self.days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups)).foregroundStyle(.blue)
                }
                .chartXAxis {
                    AxisMarks { _ in
                        AxisValueLabel { Circle().fill(.green).frame(width: 8, height: 8) }
                    }
                }
                .chartYScale(domain: 0...8)
                .frame(width: 300, height: 160), width: 320, height: 180)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-axis-label-views.png"))
            let bars = image.points(where: Self.isBlue)
            let barsBottom = try XCTUnwrap(bars.map(\.y).max())
            let green = image.points(where: Self.isGreen)
            XCTAssertFalse(green.isEmpty, "the dots are drawn")
            XCTAssertGreaterThan(try XCTUnwrap(green.map(\.y).min()), barsBottom, "below the plot")
            for index in Self.days.indices {
                let bandBars = bars.filter { $0.x >= 0 }
                _ = bandBars
                let barXs = bars.map(\.x)
                let plotLeft = try XCTUnwrap(barXs.min()), plotRight = try XCTUnwrap(barXs.max())
                let bandWidth = Double(plotRight - plotLeft) / (3 - 0.3)
                let barCentre = Double(plotLeft) + bandWidth * 0.35 + Double(index) * bandWidth
                let dots = green.filter { abs(Double($0.x) - barCentre) < bandWidth / 2 }
                XCTAssertFalse(dots.isEmpty, "a dot under bar \(index)")
                let dotCentre = Double(dots.map(\.x).reduce(0, +)) / Double(dots.count)
                XCTAssertEqual(dotCentre, barCentre, accuracy: 3, "centred on the band")
            }
        }
    }

    func testCenteredAndAnchoredTextLabels() throws {
        // `AxisValueLabel(format:centered: true)` on a number axis: Swift Charts puts each
        // label in the middle of the interval after its value (between gridlines), not
        // under it; `anchor: .topLeading` puts the label's top-leading corner at the value.
        try gtk {
            @MainActor func chart(centered: Bool, anchor: UnitPoint?) -> some View {
                Chart {
                    ForEach(0..<5) { x in
                        LineMark(x: .value("X", Double(x)), y: .value("Y", Double(x)))
                    }
                }
                .chartXScale(domain: 0...4)
                .chartYAxis(.hidden)
                .chartXAxis {
                    AxisMarks(values: [0.0, 1, 2, 3]) { _ in
                        AxisGridLine()
                        AxisValueLabel(format: FloatingPointFormatStyle<Double>.number, centered: centered, anchor: anchor)
                    }
                }
                .frame(width: 300, height: 120)
            }
            var lefts: [String: [Int]] = [:]
            for (name, centered, anchor) in [("plain", false, UnitPoint?.none), ("centered", true, nil), ("top-leading", false, .topLeading)] {
                let (window, hosting) = show(chart(centered: centered, anchor: anchor), width: 320, height: 140)
                defer { window.destroy() }
                let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
                let image = try render(canvas)
                try image.writePNG(to: artifactPath("chart-axis-label-\(name).png"))
                // The labels' columns of text below the plot, left to right.
                let text = image.points(in: nil, (image.height - 20)...(image.height - 1), where: AxisMarksTests.isText)
                var starts: [Int] = []
                for x in Set(text.map(\.x)).sorted() where !text.contains(where: { $0.x == x - 1 }) && !text.contains(where: { $0.x == x - 2 }) {
                    starts.append(x)
                }
                lefts[name] = starts
            }
            let plain = try XCTUnwrap(lefts["plain"]), centered = try XCTUnwrap(lefts["centered"])
            let anchored = try XCTUnwrap(lefts["top-leading"])
            XCTAssertEqual(plain.count, 4, "\(plain)")
            XCTAssertEqual(centered.count, 4, "\(centered)")
            XCTAssertEqual(anchored.count, 4, "\(anchored)")
            // A quarter of the plot between values: centred labels sit half of that further right.
            let interval = Double(plain[2] - plain[1])
            for index in 1..<3 {
                XCTAssertEqual(Double(centered[index] - plain[index]), interval / 2, accuracy: 3, "label \(index) centred in its interval")
                XCTAssertGreaterThan(anchored[index], plain[index], "label \(index) starts at its value")
            }
        }
    }

    func testStringAxisValueLabelsTakeTheirRoom() throws {
        // `AxisValueLabel("Plenty")` in place of the value's "8": Swift Charts labels the
        // y values with the words, and the axis beside the plot is as wide as the longest,
        // so the plot (and its last bar) ends further left than with the numbers.
        try gtk {
            @MainActor func chart(words: Bool) -> some View {
                Chart(Self.days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups)).foregroundStyle(.blue)
                }
                .chartYScale(domain: 0...8)
                .chartXAxis(.hidden)
                .chartYAxis {
                    AxisMarks(values: [0, 8]) { value in
                        if words {
                            AxisValueLabel(value.index == 0 ? "None" : "Plenty")
                        } else {
                            AxisValueLabel()
                        }
                    }
                }
                .frame(width: 300, height: 160)
            }
            var rightEdges: [Int] = []
            for words in [false, true] {
                let (window, hosting) = show(chart(words: words), width: 320, height: 180)
                defer { window.destroy() }
                let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
                let image = try render(canvas)
                try image.writePNG(to: artifactPath("chart-axis-label-\(words ? "words" : "numbers").png"))
                rightEdges.append(try XCTUnwrap(image.points(where: Self.isBlue).map(\.x).max()))
                let labels = image.points(in: (rightEdges[rightEdges.count - 1] + 2)...(image.width - 1), nil, where: AxisMarksTests.isText)
                XCTAssertFalse(labels.isEmpty, "labels right of the plot")
            }
            XCTAssertGreaterThan(rightEdges[0] - rightEdges[1], 20, "\(rightEdges): the words take more room than \"8\"")
        }
    }

    func testLabelViewsTakeTheAxisStyleUnlessTheyHaveTheirOwn() throws {
        // `AxisValueLabel { Text(…) }`: Swift Charts styles the text as its axis labels (small,
        // secondary), whatever font is around the chart; a Text with its own font
        // (`.font(.largeTitle)`) keeps it, and the x axis grows to fit it (the bars end
        // higher up).
        try gtk {
            @MainActor func chart(large: Bool) -> some View {
                Chart(Self.days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups)).foregroundStyle(.blue)
                }
                .chartYAxis(.hidden)
                .chartXAxis {
                    AxisMarks { value in
                        AxisValueLabel {
                            if large {
                                Text(value.as(String.self) ?? "").font(.largeTitle)
                            } else {
                                Text(value.as(String.self) ?? "")
                            }
                        }
                    }
                }
                .font(.title)
                .frame(width: 300, height: 160)
            }
            var bottoms: [Int] = []
            for large in [false, true] {
                let (window, hosting) = show(chart(large: large), width: 320, height: 180)
                defer { window.destroy() }
                let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
                let image = try render(canvas)
                try image.writePNG(to: artifactPath("chart-axis-label-\(large ? "large" : "styled").png"))
                let bottom = try XCTUnwrap(image.points(where: Self.isBlue).map(\.y).max())
                bottoms.append(bottom)
                let text = image.points(in: nil, (bottom + 1)...(image.height - 1), where: AxisMarksTests.isText)
                let height = try XCTUnwrap(text.map(\.y).max()) - (try XCTUnwrap(text.map(\.y).min()))
                if large {
                    XCTAssertGreaterThan(height, 18, "the label's own large font")
                } else {
                    XCTAssertLessThan(height, 14, "the axis labels' small font, not the .title around the chart")
                }
            }
            XCTAssertGreaterThan(bottoms[0] - bottoms[1], 8, "\(bottoms): large labels need a taller axis")
        }
    }
}
