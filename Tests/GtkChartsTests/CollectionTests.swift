import Foundation
import XCTest
@testable import GtkCharts
@testable import GtkUI

/// How marks become series: the direct path for marks that follow the mark before and the
/// general one give the same columns, whatever the order of kinds, styles and series.
final class CollectionTests: ChartTestCase {
    static let data = samples([60, 80, 70, 100, 90, 75])
    static var dates: [Double] { data.map { $0.date.timeIntervalSinceReferenceDate } }

    @MainActor
    static func collect<Content: ChartContent>(_ chart: Chart<Content>) -> ChartData {
        chart.data
    }

    func testLinesAndPointsOfEachElementGoToTheirTwoSeriesInOrder() {
        gtk {
            let data = Self.collect(Chart(Self.data) {
                LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                    .interpolationMethod(.monotone)
                PointMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
            })
            XCTAssertEqual(data.series.map(\.kind), [.line, .point])
            for series in data.series {
                XCTAssertEqual(series.xs, Self.dates)
                XCTAssertEqual(series.ys, Self.data.map(\.bpm))
            }
            XCTAssertEqual(data.series[0].style.interpolation, .monotone)
            XCTAssertNil(data.series[1].style.interpolation)
            XCTAssertEqual(data.x.label, "Time")
            XCTAssertEqual(data.y.label, "BPM")
            XCTAssertEqual(data.x.kind, .date)
        }
    }

    func testAlternatingSeriesAndStylesSplitByValue() {
        gtk {
            // Series named by the mark, alternating every element.
            let named = Self.collect(Chart(Self.data) {
                LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm),
                         series: .value("Half", $0.id % 2 == 0 ? "even" : "odd"))
            })
            XCTAssertEqual(named.series.map(\.name), ["even", "odd"])
            XCTAssertEqual(named.series[0].ys, [60, 70, 90])
            XCTAssertEqual(named.series[1].ys, [80, 100, 75])

            // A style that changes half-way makes a second series; equal styles on each
            // element keep one.
            let styled = Self.collect(Chart(Self.data) {
                LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                    .foregroundStyle($0.id < 4 ? Color.pink : Color.blue)
            })
            XCTAssertEqual(styled.series.map(\.ys), [[60, 80, 70, 100], [90, 75]])
            XCTAssertEqual(styled.series.map(\.style.foreground), [Color.pink, Color.blue])
        }
    }

    func testMarksOutsideTheLoopAndOfAnotherKindOfValue() {
        gtk {
            let data = Self.collect(Chart {
                RuleMark(y: .value("Resting", 62))
                ForEach(Self.data) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
                // A number where the chart plots dates: left out and counted.
                LineMark(x: .value("Time", 5.0), y: .value("BPM", 1.0))
                RuleMark(y: .value("Peak", 100)).foregroundStyle(.red)
            })
            XCTAssertEqual(data.skippedMarks, 1)
            XCTAssertEqual(data.series.map(\.kind), [.rule, .line, .rule])
            XCTAssertEqual(data.series[0].ys, [62])
            XCTAssertTrue(data.series[0].xs[0].isNaN, "a rule across the plot has no x")
            XCTAssertEqual(data.series[1].xs, Self.dates)
            XCTAssertEqual(data.series[2].ys, [100])
        }
    }

    func testStatisticsAndReservedRoomGivenBack() {
        gtk {
            let values: [Double] = [60, .nan, 80, 55]
            let data = Self.collect(Chart(samples(values).reversed()) { sample in
                LineMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
                if sample.id == 0 {
                    PointMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
                }
            })
            let line = data.series[0]
            XCTAssertEqual(line.xs, Self.dates.prefix(4).map { $0 }, "lines are put in time order")
            XCTAssertEqual(line.statistics.count, 3)
            XCTAssertEqual(line.statistics.sum, 195)
            XCTAssertEqual(line.statistics.values, Span(lower: 55, upper: 80))
            XCTAssertFalse(line.statistics.isSortedByX, "collected newest first")
            // The point series reserved room for the whole loop and kept only its mark's.
            let points = data.series[1]
            XCTAssertEqual(points.xs.count, 1)
            XCTAssertLessThanOrEqual(points.columns.xs.capacity, 2 * 1 + 16)
        }
    }
}
