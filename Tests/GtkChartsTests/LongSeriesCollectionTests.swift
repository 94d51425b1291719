import Foundation
import XCTest
@testable import GtkCharts
@testable import GtkUI

/// Long series go through an open run's stage a chunk at a time; labels and categories made
/// at run time are interned. Whatever the path, the columns, statistics, labels and
/// equality are those of the plain definition.
final class LongSeriesCollectionTests: ChartTestCase {
    /// Values over several stages, with gaps and an infinity in the middle of one.
    static let values: [Double] = (0..<1_300).map { index in
        switch index {
        case 700: return .nan
        case 701: return .infinity
        default: return 60 + Double((index * 37) % 50)
        }
    }

    func testLongSeriesHaveTheColumnsAndStatisticsOfTheirMarks() {
        gtk {
            let samples = samples(Self.values)
            let data = Chart(samples) { sample in
                LineMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
                AreaMark(x: .value("Time", sample.date), yStart: .value("Low", sample.bpm - 10),
                         yEnd: .value("High", sample.bpm))
                // A mark of another kind now and then does not break the other runs.
                if sample.id % 100 == 0 {
                    PointMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
                }
            }.data
            XCTAssertEqual(data.series.map(\.kind), [.line, .area, .point])
            let dates = samples.map { $0.date.timeIntervalSinceReferenceDate }
            let (line, area, points) = (data.series[0], data.series[1], data.series[2])
            XCTAssertEqual(line.xs, dates)
            XCTAssertEqual(line.ys.count, Self.values.count)
            XCTAssertTrue(zip(line.ys, Self.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) })
            XCTAssertEqual(area.xs, dates)
            XCTAssertTrue(area.y2s.enumerated().allSatisfy { index, y2 in
                index == 700 ? y2.isNaN : y2 == Self.values[index] - 10
            })
            XCTAssertEqual(points.xs, stride(from: 0, to: dates.count, by: 100).map { dates[$0] })

            let finite = Self.values.filter(\.isFinite)
            let statistics = line.statistics
            XCTAssertEqual(statistics.count, finite.count)
            XCTAssertEqual(statistics.sum, finite.reduce(0, +), accuracy: 1e-6)
            XCTAssertEqual(statistics.values, Span(lower: 60, upper: 109))
            XCTAssertEqual(statistics.x, Span(lower: dates[0], upper: dates[dates.count - 1]))
            XCTAssertEqual(statistics.positions, statistics.x)
            XCTAssertTrue(statistics.isSortedByX)
            XCTAssertEqual(area.statistics.y, Span(lower: 50, upper: 109), "range starts are counted")
        }
    }

    func testOrderAcrossStagesAndMarksOutOfOrder() {
        gtk {
            var samples = samples(Array(repeating: 70, count: 1_200))
            samples.swapAt(600, 601)
            let data = Chart(samples) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }.data
            let line = data.series[0]
            XCTAssertFalse(line.statistics.isSortedByX)
            XCTAssertEqual(line.xs, line.xs.sorted(), "lines are put in time order")
        }
    }

    func testLabelsAndCategoriesMadeAtRunTime() {
        gtk {
            let (dayLabel, countLabel) = ("Day of \("week")", "Steps, thousands"[...].prefix(5))
            let days = ["Mon", "Tue", "Wed", "Mon", "Tue"]
            let data = Chart(Array(days.enumerated()), id: \.offset) { index, day in
                BarMark(x: .value(dayLabel, day), y: .value(countLabel, Double(index)))
            }.data
            XCTAssertEqual(data.x.label, "Day of week")
            XCTAssertEqual(data.y.label, "Steps")
            XCTAssertEqual(data.x.categories, ["Mon", "Tue", "Wed"])
            XCTAssertEqual(data.series[0].xs, [0, 1, 2, 0, 1])

            // Series named at run time, many marks each.
            let lines = Chart(samples(Self.values)) { sample in
                LineMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm),
                         series: .value("Half", sample.id < 650 ? "first \("half")" : "second half"))
            }.data
            XCTAssertEqual(lines.series.map(\.name), ["first half", "second half"])
            XCTAssertEqual(lines.series.map(\.xs.count), [650, 650])
        }
    }

    func testEqualMarksMakeEqualDataAndAnyChangeShows() {
        gtk {
            @MainActor func chart(_ values: [Double]) -> ChartData {
                Chart(samples(values)) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }.data
            }
            XCTAssertEqual(chart(Self.values), chart(Self.values), "gaps (nan) are equal too")
            var inside = Self.values
            inside[5] = 61  // the same count and spans
            XCTAssertNotEqual(chart(Self.values), chart(inside))
            var beyond = Self.values
            beyond[5] = 200
            XCTAssertNotEqual(chart(Self.values), chart(beyond))
        }
    }
}

/// A chart that gets new data writes it into the big columns of the data it replaced.
final class SpareColumnsTests: ChartTestCase {
    final class Owner {}

    func testNewDataOfAReplacedSizeIsWrittenIntoTheReplacedColumns() {
        gtk {
            @MainActor func chart(_ count: Int, bpm: Double) -> ChartData {
                Chart(samples(Array(repeating: bpm, count: count))) {
                    LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm))
                }.data
            }
            func address(_ values: [Double]) -> UnsafeRawPointer? {
                values.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
            }
            let (owner, other) = (Owner(), Owner())
            let count = 3 * SpareColumns.minimumCapacity
            var replaced: (xs: UnsafeRawPointer?, ys: UnsafeRawPointer?)
            do {
                let shown = chart(count, bpm: 70)
                replaced = (address(shown.series[0].xs), address(shown.series[0].ys))
                SpareColumns.keep(shown, from: owner)
            }
            SpareColumns.release(from: other)  // another chart leaving keeps them
            let next = chart(count, bpm: 80)
            XCTAssertEqual(Set([address(next.series[0].xs), address(next.series[0].ys)]), Set([replaced.xs, replaced.ys]))
            XCTAssertEqual(next.series[0].ys, Array(repeating: 80, count: count))

            // Small columns, and columns twice too big, are not taken.
            SpareColumns.keep(next, from: owner)
            let small = chart(100, bpm: 60)
            XCTAssertFalse([replaced.xs, replaced.ys].contains(address(small.series[0].xs)))
            let half = chart(count / 2 - 10, bpm: 60)  // room for more than twice its marks
            XCTAssertFalse([replaced.xs, replaced.ys].contains(address(half.series[0].xs)))
            SpareColumns.release(from: owner)
        }
    }
}
