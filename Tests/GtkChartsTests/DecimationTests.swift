import CGtk
import Foundation
import XCTest
@testable import GtkCharts
@testable import GtkUI

/// Long series are decimated to a few points per pixel column and look the same.
final class DecimationTests: ChartTestCase {
    /// A noisy walk of `count` points over 200 pixels.
    static func walk(_ count: Int) -> (xs: [Double], ys: [Double]) {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var y = 50.0
        var ys: [Double] = []
        ys.reserveCapacity(count)
        for _ in 0..<count {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            y = min(100, max(0, y + Double(Int(state % 9)) - 4))
            ys.append(y)
        }
        return ((0..<count).map(Double.init), ys)
    }

    static func scales(count: Int) -> (Scale, Scale) {
        (Scale(kind: .number, lower: 0, upper: Double(count - 1), start: 0, end: 200, bands: []),
         Scale(kind: .number, lower: 0, upper: 100, start: 100, end: 0, bands: []))
    }

    func testAMillionPointsBecomeAtMostFourPerColumn() {
        let (xs, ys) = Self.walk(1_000_000)
        let (x, y) = Self.scales(count: xs.count)
        let lines = Decimation.polylines(xs: xs, ys: ys, x: x, y: y, columnWidth: 1, columns: 200)
        XCTAssertEqual(lines.count, 1)
        XCTAssertLessThanOrEqual(lines[0].count, 4 * 201)
        // The envelope is kept: the lowest and highest values are among the points.
        XCTAssertEqual(lines[0].map(\.y).min(), ys.map { y.pixel($0) }.min())
        XCTAssertEqual(lines[0].map(\.y).max(), ys.map { y.pixel($0) }.max())
        let symbols = Decimation.symbols(xs: xs, ys: ys, x: x, y: y, columnWidth: 1, columns: 200)
        XCTAssertLessThanOrEqual(symbols.count, 2 * 201)
    }

    func testADecimatedLineLooksTheSameAsEveryPoint() throws {
        try gtk {
            let (xs, ys) = Self.walk(20_000)
            let (x, y) = Self.scales(count: xs.count)
            let decimated = Decimation.polylines(xs: xs, ys: ys, x: x, y: y, columnWidth: 1, columns: 200)[0]
            let every = zip(xs, ys).map { Point(x: x.pixel($0), y: y.pixel($1)) }
            XCTAssertLessThan(decimated.count, every.count / 20)
            let images = try [decimated, every].map { points -> RenderedImage in
                var path = PathData()
                Curves.append(points, method: .linear, to: &path)
                let canvas = GTK.Canvas()
                canvas.setDrawing(
                    draw: { snapshot, _, _ in
                        SnapshotDrawing.path(path, RGBA(bytes: 255, 45, 85), width: 1,
                                             bounds: Rect(x: 0, y: 0, width: 200, height: 100),
                                             in: snapshot)
                    },
                    measure: { orientation, _ in orientation == .horizontal ? (200, 200) : (100, 100) })
                let window = GTK.Window(title: "Decimation")
                window.child = canvas
                window.present()
                XCTAssertTrue(MainLoop.run(until: { canvas.isMapped && canvas.width > 0 }))
                settle(window)
                defer { window.destroy() }
                return try render(canvas)
            }
            try images[0].writePNG(to: artifactPath("chart-decimated.png"))
            try images[1].writePNG(to: artifactPath("chart-every-point.png"))
            // Pixel by pixel, no pixel is solidly drawn in one and empty in the other
            // (where strokes overlap, antialiased edges differ a little in alpha).
            var differing = 0
            var covered = 0
            for row in 0..<100 {
                for column in 0..<200 {
                    let (a, b) = (images[0].pixel(x: column, y: row).alpha, images[1].pixel(x: column, y: row).alpha)
                    if b > 0 { covered += 1 }
                    if (a > 128 && b == 0) || (b > 128 && a == 0) { differing += 1 }
                }
            }
            XCTAssertGreaterThan(covered, 2000)
            XCTAssertLessThan(Double(differing) / Double(covered), 0.005, "\(differing) of \(covered) pixels differ")
        }
    }

    /// Columns as the definition has them: the floor of the pixel x over the column width,
    /// points in a column kept first, lowest, highest, last, in data order; a gap (a
    /// value that is not finite) ends a line.
    static func reference(xs: [Double], ys: [Double], x: Scale, y: Scale, columnWidth: Double) -> [[Point]] {
        var lines: [[Point]] = []
        var current: [Point] = []
        var bucket: [(index: Int, point: Point)] = []
        var column = Int.min
        func flush() {
            guard let first = bucket.first, let last = bucket.last,
                  let low = bucket.min(by: { $0.point.y < $1.point.y }),
                  let high = bucket.max(by: { $0.point.y < $1.point.y }) else { return }
            var kept = [first.index]
            for index in [min(low.index, high.index), max(low.index, high.index), last.index] where index != kept.last {
                kept.append(index)
            }
            let points = Dictionary(uniqueKeysWithValues: bucket.map { ($0.index, $0.point) })
            current += kept.compactMap { points[$0] }
            bucket = []
        }
        for index in xs.indices {
            let point = Point(x: x.pixel(xs[index]), y: y.pixel(ys[index]))
            guard point.x.isFinite, point.y.isFinite else {
                flush()
                if !current.isEmpty { lines.append(current) }
                (current, column) = ([], Int.min)
                continue
            }
            let pointColumn = Int((point.x / columnWidth).rounded(.down))
            if pointColumn != column { flush() }
            column = pointColumn
            bucket.append((index, point))
        }
        flush()
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    func testColumnsAreThoseOfTheDefinitionWithGapsAndHalfPixels() {
        var (xs, ys) = Self.walk(30_000)
        for gap in [1_000, 1_001, 17_500] { ys[gap] = .nan }
        xs[25_000] = .infinity
        // Device pixels of half a point (scale factor 2), and a domain that starts left
        // of the plot: negative pixels.
        let x = Scale(kind: .number, lower: 2_000, upper: Double(xs.count), start: 0, end: 300, bands: [])
        let (_, y) = Self.scales(count: xs.count)
        let lines = Decimation.polylines(xs: xs, ys: ys, x: x, y: y, columnWidth: 0.5, columns: 600)
        let expected = Self.reference(xs: xs, ys: ys, x: x, y: y, columnWidth: 0.5)
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines.map(\.count), expected.map(\.count))
        XCTAssertEqual(lines, expected)
    }
}
