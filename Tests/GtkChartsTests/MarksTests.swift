import CGtk
import Foundation
import GtkCharts
import XCTest
@testable import GtkUI

/// Bars, areas, rules, symbols and series; bad input; what an update redraws.
final class MarksTests: ChartTestCase {
    struct Steps: Identifiable {
        let day: String
        let count: Int
        var id: String { day }
    }

    static let week = [Steps(day: "Mon", count: 4000), Steps(day: "Tue", count: 9000), Steps(day: "Wed", count: 6500)]

    func testBarsOfCategoriesAreaAndRule() throws {
        try gtk {
            let (window, hosting) = show(
                HStack {
                    Chart(Self.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) }
                        .foregroundStyle(.blue)
                        .frame(width: 200, height: 150)
                    Chart {
                        ForEach(samples([62, 75, 71, 90, 84, 66])) {
                            AreaMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                                .foregroundStyle(.orange)
                                .opacity(0.5)
                                .interpolationMethod(.catmullRom)
                        }
                        RuleMark(y: .value("Goal", 80)).foregroundStyle(.red)
                    }
                    .frame(width: 200, height: 150)
                }, width: 440, height: 180)
            let image = try render(hosting.widget)
            try image.writePNG(to: artifactPath("chart-bars-area.png"))
            let charts = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let bars = try render(charts)
            // Three blue bars, the tallest (Tue) in the middle.
            func isBlue(_ pixel: Pixel) -> Bool { pixel.blue > 200 && pixel.red < 60 && pixel.alpha > 200 }
            let columns = Set(bars.points(where: isBlue).map(\.x)).sorted()
            var runs = 0
            for (index, column) in columns.enumerated() where index == 0 || columns[index - 1] != column - 1 { runs += 1 }
            XCTAssertEqual(runs, 3, "three bars")
            let tops = [0, 1, 2].map { bar -> Int in
                let center = columns.count / 3 * bar + columns.count / 6
                return bars.points(in: columns[center]...columns[center], nil, where: isBlue).map(\.y).min() ?? 0
            }
            XCTAssertLessThan(tops[1], tops[0])
            XCTAssertLessThan(tops[1], tops[2])
            XCTAssertLessThan(tops[2], tops[0])

            // The area is half-transparent orange: over the window's background it is
            // lighter or darker, but its alpha alone is about half.
            let area = try render(try XCTUnwrap(findAll("GtkuiCanvas", in: hosting.widget).last))
            let inside = area.pixel(x: 100, y: 120)
            XCTAssertEqual(Int(inside.alpha), 128, accuracy: 8, "\(inside)")
            XCTAssertEqual(Int(inside.red), 255, accuracy: 8, "\(inside)")
            window.destroy()
        }
    }

    func testSeriesGetPaletteColorsAndALegendUnlessHidden() throws {
        try gtk {
            struct Reading: Identifiable {
                let id: Int
                let series: String
                let x: Int
                let y: Double
            }
            let readings = (0..<10).map { Reading(id: $0, series: $0 < 5 ? "Rest" : "Walk", x: $0 % 5, y: Double($0 * 3 % 7)) }
            @MainActor func chart(legend: Visibility) -> some View {
                Chart(readings) {
                    LineMark(x: .value("Minute", $0.x), y: .value("BPM", $0.y))
                        .foregroundStyle(by: .value("Series", $0.series))
                        .symbol(.square)
                }
                .chartLegend(legend)
                .frame(width: 220, height: 140)
            }
            let (window, hosting) = show(HStack { chart(legend: .automatic); chart(legend: .hidden) }, width: 460, height: 160)
            let image = try render(hosting.widget)
            try image.writePNG(to: artifactPath("chart-series.png"))
            let canvases = hosting.widget.children.first.map { findAll("GtkuiCanvas", in: $0) } ?? []
            XCTAssertEqual(canvases.count, 2)
            let shown = try render(canvases[0])
            let hidden = try render(canvases[1])
            func isBlue(_ pixel: Pixel) -> Bool { pixel.blue > 200 && pixel.red < 60 && pixel.green < 160 && pixel.alpha > 200 }
            func isGreen(_ pixel: Pixel) -> Bool { pixel.green > 160 && pixel.red < 100 && pixel.blue < 120 && pixel.alpha > 200 }
            XCTAssertGreaterThan(shown.points(where: isBlue).count, 50, "the first series is blue")
            XCTAssertGreaterThan(shown.points(where: isGreen).count, 50, "the second is green")
            // The legend's dots sit in the bottom rows; without a legend those rows are empty.
            XCTAssertGreaterThan(shown.points(in: nil, 125...139, where: isGreen).count, 5, "legend entries")
            XCTAssertEqual(hidden.points(in: nil, 125...139, where: isGreen).count, 0, "no legend")
            window.destroy()
        }
    }

    func testBadInputDrawsSomethingSensibleAndNeverCrashes() throws {
        try gtk {
            let cases: [(String, [Double], [TimeInterval]?)] = [
                ("empty", [], nil),
                ("one", [70], nil),
                ("nan", [60, .nan, 80, 90, .infinity, 70, -.infinity], nil),
                ("equal", [70, 70, 70, 70], nil),
                ("unsorted", [60, 90, 70, 80], [1800, 0, 600, 1200]),
            ]
            for (name, values, offsets) in cases {
                var data = samples(values)
                if let offsets {
                    data = zip(values.indices, offsets).map {
                        Sample(id: $0, date: Date(timeIntervalSinceReferenceDate: 700_000_000 + $1), bpm: values[$0])
                    }
                }
                let (window, hosting) = show(
                    HStack {
                        Chart(data) {
                            LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                            PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                        }
                        .foregroundStyle(.pink)
                        .frame(width: 200, height: 100)
                    }, width: 240, height: 120)
                let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
                let image = try render(canvas)
                try image.writePNG(to: artifactPath("chart-bad-\(name).png"))
                let pink = image.points(where: isPink)
                switch name {
                case "empty":
                    XCTAssertEqual(pink.count, 0, name)
                    XCTAssertTrue(canvas.accessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, is: "No data."))
                case "one", "equal":
                    // 70 ± 10 %, rounded out to 60…80: the value sits half-way between the
                    // top and bottom gridlines.
                    let gridRows = (0..<image.height).filter { y in
                        image.points(in: 0...150, y...y) { $0.alpha > 20 && !isPink($0) }.count > 100
                    }
                    let ys = pink.map(\.y)
                    let middle = Double((ys.min() ?? 0) + (ys.max() ?? 0)) / 2
                    XCTAssertFalse(pink.isEmpty, name)
                    XCTAssertEqual(middle, Double((gridRows.min() ?? 0) + (gridRows.max() ?? 0)) / 2, accuracy: 1, name)
                case "nan":
                    XCTAssertTrue(canvas.accessibleProperty(
                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                        is: description(from: data[0], to: data[5], count: 4, values: "minimum 60, maximum 90, average 75")), name)
                    XCTAssertGreaterThan(pink.count, 50, name)
                default:
                    // Sorted by time, the line rises from 90 to 60 … the leftmost circle is 90's, high up.
                    let left = pink.min { $0.x < $1.x }
                    XCTAssertLessThan(left?.y ?? 100, 30, name)
                }
                window.destroy()
            }
        }
    }

    func testAnUpdateWithEqualDataDoesNotRedrawAndNewDataRedrawsOnce() {
        gtk {
            final class Model: ObservableObject {
                @Published var values: [Double] = [60, 70, 80]
                @Published var title = "Heart"
            }
            struct Row: View {
                @ObservedObject var model: Model
                var body: some View {
                    HStack {
                        Text(model.title)
                        Chart(samples(model.values)) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                            .chartXAxis(.hidden)
                            .chartYAxis(.hidden)
                            .frame(width: 120, height: 40)
                    }
                }
            }
            let model = Model()
            let (window, _) = show(Row(model: model))
            let (snapshots, layouts) = (ChartCounters.snapshots, ChartCounters.layouts)
            model.title = "Heart rate"  // the row's body runs again; the chart gets equal data
            settle(window)
            XCTAssertEqual(ChartCounters.snapshots, snapshots, "equal data: no new snapshot")
            XCTAssertEqual(ChartCounters.layouts, layouts)
            model.values = [60, 70, 90]
            settle(window)
            XCTAssertEqual(ChartCounters.layouts, layouts + 1, "new data: one new drawing")
            XCTAssertEqual(ChartCounters.snapshots, snapshots + 1)
            window.destroy()
        }
    }
}

/// Every widget under `root` whose GType name is `typeName`, depth first.
@MainActor
func findAll(_ typeName: String, in root: GTK.Widget) -> [GTK.Widget] {
    (root.typeName == typeName ? [root] : []) + root.children.flatMap { findAll(typeName, in: $0) }
}

/// The accessibility description of a BPM chart of `count` samples from `first` to `last`.
func description(from first: Sample, to last: Sample, count: Int, values: String) -> String {
    let first = first.date.formatted(date: .abbreviated, time: .shortened)
    let last = last.date.formatted(date: .abbreviated, time: .shortened)
    return "\(count) samples from \(first) to \(last). BPM: \(values)."
}
