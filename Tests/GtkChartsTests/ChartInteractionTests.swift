import Foundation
import GtkCharts
import GtkTestSupport
import XCTest
@testable import GtkUI

/// `chartOverlay` with a `ChartProxy`, and `chartXSelection(value:)` from the pointer and
/// the keyboard, driven through XTest on the virtual display.
final class ChartInteractionTests: ChartTestCase {
    struct Day: Identifiable {
        let name: String
        let cups: Int
        var id: String { name }
    }

    static let days = [Day(name: "Mon", cups: 2), Day(name: "Tue", cups: 6), Day(name: "Wed", cups: 4)]

    /// A view holding a selection in `@State`, reporting it to the test.
    struct ScrubChart: View {
        let report: (String?) -> Void
        let proxyReport: (ChartProxy) -> Void
        @State private var selected: String?

        var body: some View {
            Chart(ChartInteractionTests.days) { day in
                BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups))
                    .foregroundStyle(day.name == selected ? .orange : .blue)
            }
            .chartYAxis { AxisMarks(position: .leading) }
            .chartOverlay { proxy in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { drag in
                                proxyReport(proxy)
                                selected = proxy.value(atX: drag.location.x - proxy.plotOrigin.x, as: String.self)
                                report(selected)
                            }
                            .onEnded { _ in
                                selected = nil
                                report(nil)
                            })
            }
            .frame(width: 300, height: 150)
        }
    }

    func testOverlayDragReadsValuesThroughTheProxy() throws {
        // The scrub pattern: a clear rectangle over the chart with a drag gesture asks the
        // proxy for the day under the pointer; the chart draws that day's bar orange (as
        // Swift Charts would, with the same code). The proxy maps "Tue" to the middle of
        // the plot and back.
        try gtk {
            let reports = Reported<[String?]>([])
            let proxies = Reported<ChartProxy?>(nil)
            let (window, hosting) = show(
                ScrubChart(report: { reports.value.append($0) }, proxyReport: { proxies.value = $0 }), width: 320, height: 170)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            // Wednesday's band is the last third of the plot (the y axis is on the left).
            let plotRight = Double(canvas.width) - 2
            let start = try XCTUnwrap(PointerSynthesizer.screenPoint(of: canvas, x: plotRight - 40, y: 100))
            let end = (start.x - 2, start.y)
            XCTAssertTrue(PointerSynthesizer.press(at: start, thenMoveTo: end, steps: 3))
            XCTAssertTrue(MainLoop.run(until: { reports.value.contains("Wed") }, timeout: .seconds(3)), "\(reports.value)")
            settle(window)
            let pressed = try render(canvas)
            try pressed.writePNG(to: artifactPath("chart-overlay-scrub.png"))
            func isOrange(_ p: Pixel) -> Bool { p.alpha > 200 && p.red > 220 && p.green > 110 && p.green < 190 && p.blue < 60 }
            let orange = pressed.points(where: isOrange)
            XCTAssertFalse(orange.isEmpty, "Wednesday's bar turned orange")
            XCTAssertGreaterThan(orange.map(\.x).min()!, canvas.width * 2 / 3 - 10, "the orange bar is the last one")
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            XCTAssertTrue(MainLoop.run(until: { reports.value.last == .some(nil) }, timeout: .seconds(3)))
            PointerSynthesizer.returnHome()

            let proxy = try XCTUnwrap(proxies.value)
            let size = proxy.plotSize
            XCTAssertGreaterThan(size.width, 200)
            let tue = try XCTUnwrap(proxy.position(forX: "Tue"))
            XCTAssertEqual(Double(tue), Double(size.width) / 2, accuracy: 1, "Tue is the middle band")
            XCTAssertEqual(proxy.value(atX: tue, as: String.self), "Tue")
            XCTAssertNil(proxy.value(atX: -5, as: String.self), "left of the plot: no day")
            let six = try XCTUnwrap(proxy.position(forY: 6))
            XCTAssertEqual(proxy.value(atY: six, as: Double.self) ?? 0, 6, accuracy: 0.01)
            XCTAssertGreaterThan(proxy.plotOrigin.x, 10, "the leading y axis comes before the plot")
        }
    }

    struct SelectingChart: View {
        let report: (Int?) -> Void
        @State private var hour: Int?

        var body: some View {
            Chart {
                ForEach(0..<6) { hour in
                    LineMark(x: .value("Hour", hour), y: .value("Cups", Double(hour % 3)))
                }
                if let hour {
                    RuleMark(x: .value("Selected", hour)).foregroundStyle(.red)
                }
            }
            .chartXSelection(value: $hour)
            .onChange(of: hour) { _, new in report(new) }
            .frame(width: 300, height: 150)
        }
    }

    func testXSelectionFollowsThePointerAndTheKeys() throws {
        // `chartXSelection(value:)`: the pointer over the plot sets the hour under it (the
        // view draws a red rule there, as it would in Swift Charts); leaving clears it.
        // With the chart focused, Right and Left step through the data's hours.
        try gtk {
            let reports = Reported<[Int?]>([])
            let (window, hosting) = show(SelectingChart(report: { reports.value.append($0) }), width: 320, height: 170)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            let proxyWidth = Double(canvas.width)
            // Hours 0…5 over the plot; the y axis takes the right side. Point at about 1/5.
            let point = try XCTUnwrap(PointerSynthesizer.screenPoint(of: canvas, x: proxyWidth * 0.18, y: 60))
            XCTAssertTrue(PointerSynthesizer.move(to: (point.x - 3, point.y)))
            XCTAssertTrue(PointerSynthesizer.move(to: point))
            XCTAssertTrue(MainLoop.run(until: { reports.value.last.flatMap { $0 } != nil }, timeout: .seconds(3)), "\(reports.value)")
            let hovered = try XCTUnwrap(reports.value.last.flatMap { $0 })
            XCTAssertEqual(hovered, 1, "the hour under the pointer, rounded")
            settle(window)
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-x-selection.png"))
            func isRed(_ p: Pixel) -> Bool { p.alpha > 200 && p.red > 200 && p.green < 80 && p.blue < 80 }
            XCTAssertGreaterThan(image.points(where: isRed).count, 60, "the selection's rule is drawn")

            // Leaving the chart clears the selection.
            PointerSynthesizer.returnHome()
            let away = try XCTUnwrap(PointerSynthesizer.screenPoint(of: canvas, x: -30, y: -30))
            XCTAssertTrue(PointerSynthesizer.move(to: away))
            XCTAssertTrue(MainLoop.run(until: { reports.value.last == .some(nil) }, timeout: .seconds(3)), "\(reports.value)")

            // The keyboard: focus the chart, Right selects the first hour, then the next.
            XCTAssertTrue(canvas.isFocusable, "a chart with a selection takes the focus")
            XCTAssertTrue(canvas.grabFocus())
            XCTAssertTrue(KeySynthesizer.type("Right"))
            XCTAssertTrue(MainLoop.run(until: { reports.value.last == .some(0) }, timeout: .seconds(3)), "\(reports.value)")
            XCTAssertTrue(KeySynthesizer.type("Right"))
            XCTAssertTrue(MainLoop.run(until: { reports.value.last == .some(1) }, timeout: .seconds(3)), "\(reports.value)")
            XCTAssertTrue(KeySynthesizer.type("End"))
            XCTAssertTrue(MainLoop.run(until: { reports.value.last == .some(5) }, timeout: .seconds(3)), "\(reports.value)")
            XCTAssertTrue(KeySynthesizer.type("Left"))
            XCTAssertTrue(MainLoop.run(until: { reports.value.last == .some(4) }, timeout: .seconds(3)), "\(reports.value)")
        }
    }
}

/// A value a test's views report into.
@MainActor
final class Reported<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
