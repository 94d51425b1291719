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
                                             in: snapshot.snapshotPointer)
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
}
