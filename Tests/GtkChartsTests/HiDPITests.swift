import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// Charts on a HiDPI display: GTK at scale factor 2 (GDK_SCALE=2 on the virtual X display).
/// GTK reads GDK_SCALE only when it opens the display, so the charts are drawn by a process
/// of their own (`GtkChartsFixture`), which writes them at the device pixels the display
/// shows.
final class HiDPITests: ChartTestCase {
    func testAtScaleFactorTwoMarkersAreAtTwiceThePixelsAndLinesAreCrisp() throws {
        let directory = URL(fileURLWithPath: artifactPath("hidpi"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("GtkChartsFixture")
        process.arguments = [directory.path]
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_SCALE"] = "2"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(printed, "scale 2\n", "GTK draws the fixture's window at scale factor 2")

        try gtk {
            func load(_ name: String) throws -> RenderedImage {
                let path = directory.appendingPathComponent("chart-\(name)@2x.png").path
                let texture = try XCTUnwrap(gdk_texture_new_from_filename(path, nil), path)
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                return RenderedImage(texture: texture)
            }

            // Circles (8 points across: 16 device pixels) centred at twice the pixels of
            // the 120×40 sparkline.
            let points = try load("points")
            XCTAssertEqual(points.width, 240)
            XCTAssertEqual(points.height, 80)
            for index in SparklineTests.data.indices {
                let expected = SparklineTests.expectedCentre(index, scale: 2)
                let centre = try XCTUnwrap(
                    points.centroid(near: Int(expected.x), Int(expected.y), radius: 11, where: isPink),
                    "no pink circle near \(expected)")
                XCTAssertEqual(centre.x, expected.x, accuracy: 1, "circle \(index)")
                XCTAssertEqual(centre.y, expected.y, accuracy: 1, "circle \(index)")
            }

            // The sparkline: solid circles, joined by the line, nothing else.
            let sparkline = try load("sparkline")
            for index in SparklineTests.data.indices {
                let centre = SparklineTests.expectedCentre(index, scale: 2)
                XCTAssertTrue(isPink(sparkline.pixel(x: Int(centre.x), y: Int(centre.y))), "circle \(index)")
            }
            let (a, b) = (SparklineTests.expectedCentre(0, scale: 2), SparklineTests.expectedCentre(1, scale: 2))
            XCTAssertTrue(isPink(sparkline.pixel(x: Int((a.x + b.x) / 2), y: Int((a.y + b.y) / 2))), "the line")
            XCTAssertEqual(sparkline.points { $0.alpha > 40 && !($0.red > 150 && $0.green < 150) }.count, 0)

            // Gridlines are one device pixel: a row of equal alpha with empty rows on either
            // side, never spread over two rows. The 1-point rule is two full rows of green.
            let detail = try load("detail")
            XCTAssertEqual(detail.width, 400)
            XCTAssertEqual(detail.height, 200)
            let columns = 0...299
            func isGreen(_ pixel: Pixel) -> Bool { pixel.green > 150 && pixel.red < 120 && pixel.alpha > 200 }
            func isGrid(_ pixel: Pixel) -> Bool { pixel.alpha > 0 && !isPink(pixel) && !isGreen(pixel) }
            let gridRows = (0..<detail.height).filter { detail.points(in: columns, $0...$0, where: isGrid).count > 200 }
            XCTAssertGreaterThanOrEqual(gridRows.count, 3, "gridlines at 60, 80 and 100")
            for row in gridRows {
                let grid = detail.points(in: columns, row...row, where: isGrid)
                // One alpha along the row (where the pink line crosses, its edges differ).
                let alphas = grid.map { detail.pixel(x: $0.x, y: row).alpha }
                let common = alphas.filter { $0 == alphas[alphas.count / 2] }.count
                XCTAssertGreaterThan(common, alphas.count - 12, "row \(row) is even")
                for neighbour in [row - 1, row + 1] where (0..<detail.height).contains(neighbour) {
                    let spill = grid.filter { detail.pixel(x: $0.x, y: neighbour).alpha > 0 && !isPink(detail.pixel(x: $0.x, y: neighbour)) }
                    XCTAssertLessThan(spill.count, 10, "gridline \(row) spills into row \(neighbour)")
                }
            }
            let greenRows = (0..<detail.height).filter { detail.points(in: columns, $0...$0, where: isGreen).count > 250 }
            XCTAssertEqual(greenRows.count, 2, "the rule covers two device rows: \(greenRows)")
            if let first = greenRows.first, let last = greenRows.last {
                XCTAssertEqual(last, first + 1)
                for neighbour in [first - 1, last + 1] {
                    let faint = detail.points(in: columns, neighbour...neighbour) { Int($0.green) > Int($0.red) + 40 && $0.alpha > 0 }
                    XCTAssertLessThan(faint.count, 10, "the rule blurs into row \(neighbour)")
                }
            }
        }
    }
}
