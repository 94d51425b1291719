import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// GTK test support for charts, as GtkUITests has it: tests run their body in ``gtk(_:)``
/// on the main actor, show views in windows and render widgets to pixels.
class ChartTestCase: XCTestCase {
    func gtk(file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated {
            do {
                try GtkRuntime.initialize()
            } catch {
                XCTFail("\(error) — run the tests with the README's test command", file: file, line: line)
                return
            }
            try body()
        }
    }
}

@MainActor
final class Flag {
    var value = false
}

/// Hosts `view` in a shown window and waits until a frame shows it.
@MainActor
func show<V: View>(_ view: V, width: Int = 240, height: Int = 120) -> (GTK.Window, HostingWidget<V>) {
    let window = GTK.Window(title: "GtkCharts test", width: width, height: height)
    let hosting = HostingWidget(rootView: view)
    window.child = hosting.widget
    window.present()
    XCTAssertTrue(MainLoop.run(until: { hosting.widget.isMapped && hosting.widget.width > 0 }))
    settle(window)
    return (window, hosting)
}

/// Runs pending updates and waits until two frames have been painted.
@MainActor
func settle(_ widget: GTK.Widget) {
    UpdateScheduler.shared.flush()
    for _ in 0..<2 {
        let painted = Flag()
        widget.afterNextPaint { painted.value = true }
        XCTAssertTrue(MainLoop.run(until: { painted.value }))
    }
}

/// The first widget (depth first) under `root` whose GType name is `typeName`.
@MainActor
func findWidget(named typeName: String, in root: GTK.Widget) -> GTK.Widget? {
    if root.typeName == typeName { return root }
    for child in root.children {
        if let found = findWidget(named: typeName, in: child) { return found }
    }
    return nil
}

/// Renders `widget` at its size times `scale`.
@MainActor
func render(_ widget: GTK.Widget, scale: Double = 1) throws -> RenderedImage {
    try WidgetRenderer.render(widget, scale: scale)
}

/// Where test pictures go: `artifacts/` at the package root, or `$GTKUI_ARTIFACTS`.
func artifactPath(_ name: String) -> String {
    let directory = ProcessInfo.processInfo.environment["GTKUI_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("artifacts")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
}

typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

extension RenderedImage {
    /// The pixels in `x`, `y` ranges (clamped to the image) that match.
    func points(in xs: ClosedRange<Int>? = nil, _ ys: ClosedRange<Int>? = nil, where matches: (Pixel) -> Bool) -> [(x: Int, y: Int)] {
        let xRange = max(0, xs?.lowerBound ?? 0)...min(width - 1, xs?.upperBound ?? width - 1)
        let yRange = max(0, ys?.lowerBound ?? 0)...min(height - 1, ys?.upperBound ?? height - 1)
        var found: [(Int, Int)] = []
        for y in yRange {
            for x in xRange where matches(pixel(x: x, y: y)) { found.append((x, y)) }
        }
        return found
    }

    /// The centre of the matching pixels in a window around (`x`, `y`).
    func centroid(near x: Int, _ y: Int, radius: Int, where matches: (Pixel) -> Bool) -> (x: Double, y: Double)? {
        let found = points(in: (x - radius)...(x + radius), (y - radius)...(y + radius), where: matches)
        guard !found.isEmpty else { return nil }
        let count = Double(found.count)
        return (found.map { Double($0.x) }.reduce(0, +) / count + 0.5, found.map { Double($0.y) }.reduce(0, +) / count + 0.5)
    }
}

/// Pink as `Color.pink` draws it (255, 45, 85), allowing for antialiasing.
func isPink(_ pixel: Pixel) -> Bool {
    pixel.alpha > 200 && pixel.red > 200 && pixel.green < 110 && pixel.blue > 50 && pixel.blue < 140
}

/// A sample of a heart-rate series.
struct Sample: Identifiable {
    let id: Int
    let date: Date
    let bpm: Double
}

/// Samples at `start`, one every `step` seconds.
func samples(_ values: [Double], start: Date = Date(timeIntervalSinceReferenceDate: 700_000_000), step: TimeInterval = 600) -> [Sample] {
    values.enumerated().map { Sample(id: $0, date: start.addingTimeInterval(Double($0) * step), bpm: $1) }
}
