import Foundation
import GtkCharts
import GtkTestSupport
import XCTest
@testable import GtkUI

/// `chartOverlay` with a `ChartProxy` (its plot frame read through a `GeometryReader`),
/// `chartXSelection(value:)` from the pointer and the keyboard, and
/// `chartXSelection(range:)` from a drag, driven through XTest on the virtual display.
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
        let frameReport: (CGRect) -> Void
        @State private var selected: String?

        var body: some View {
            Chart(ChartInteractionTests.days) { day in
                BarMark(x: .value("Day", day.name), y: .value("Cups", day.cups))
                    .foregroundStyle(day.name == selected ? .orange : .blue)
            }
            .chartYAxis { AxisMarks(position: .leading) }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { drag in
                                    proxyReport(proxy)
                                    let plot = geometry[proxy.plotFrame!]
                                    frameReport(plot)
                                    selected = proxy.value(atX: drag.location.x - plot.origin.x, as: String.self)
                                    report(selected)
                                }
                                .onEnded { _ in
                                    selected = nil
                                    report(nil)
                                })
                }
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
            let frames = Reported<CGRect?>(nil)
            let (window, hosting) = show(
                ScrubChart(report: { reports.value.append($0) }, proxyReport: { proxies.value = $0 },
                           frameReport: { frames.value = $0 }),
                width: 320, height: 170)
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
            // `geometry[proxy.plotFrame!]`: the plot within the reader covering the chart — after
            // the leading y axis, as wide as the proxy's plot, its top at the chart's top
            // half a line down (room for the top value label).
            let frame = try XCTUnwrap(frames.value)
            XCTAssertGreaterThan(frame.origin.x, 10, "the leading y axis comes before the plot")
            XCTAssertLessThan(frame.origin.x, 60)
            XCTAssertEqual(frame.width, size.width, accuracy: 0.5)
            XCTAssertEqual(frame.height, size.height, accuracy: 0.5)
            XCTAssertEqual(Double(frame.maxX), Double(canvas.width), accuracy: 1, "the plot reaches the chart's right edge")
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

    struct RangeChart: View {
        let report: (ClosedRange<Double>?) -> Void
        @State private var range: ClosedRange<Double>?

        var body: some View {
            Chart {
                ForEach(0..<11) { x in
                    LineMark(x: .value("X", Double(x)), y: .value("Y", Double(x % 4)))
                }
                if let range {
                    RectangleMark(xStart: .value("From", range.lowerBound), xEnd: .value("To", range.upperBound),
                                  yStart: .value("Low", 0.0), yEnd: .value("High", 3.0))
                        .foregroundStyle(.orange)
                }
            }
            .chartXScale(domain: 0...10)
            .chartYScale(domain: 0...3)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartXSelection(range: $range)
            .onChange(of: range) { _, new in report(new) }
            .frame(width: 300, height: 150)
        }
    }

    func testXRangeSelectionFollowsADrag() throws {
        // `chartXSelection(range:)`: a drag across the plot selects the x values from where
        // it started to the pointer, lower bound first even when dragging leftwards; the
        // view draws the range as an orange band over the plot (as the same code does in
        // Swift Charts). Letting go clears it.
        try gtk {
            let reports = Reported<[ClosedRange<Double>?]>([])
            let (window, hosting) = show(RangeChart(report: { reports.value.append($0) }), width: 320, height: 170)
            defer { window.destroy() }
            let canvas = try XCTUnwrap(findWidget(named: "GtkuiCanvas", in: hosting.widget))
            // No axes: x 0…10 spans the chart's width (less the line's inset).
            let width = Double(canvas.width)
            let start = try XCTUnwrap(PointerSynthesizer.screenPoint(of: canvas, x: width * 0.6, y: 75))
            let end = try XCTUnwrap(PointerSynthesizer.screenPoint(of: canvas, x: width * 0.2, y: 80))
            XCTAssertTrue(PointerSynthesizer.press(at: start, thenMoveTo: end, steps: 6))
            XCTAssertTrue(MainLoop.run(until: {
                guard let range = reports.value.last.flatMap({ $0 }) else { return false }
                return range.lowerBound < 2.5
            }, timeout: .seconds(3)), "\(reports.value)")
            let range = try XCTUnwrap(reports.value.last.flatMap { $0 })
            XCTAssertEqual(range.lowerBound, 2, accuracy: 0.3, "the pointer's end, on the left, is the lower bound")
            XCTAssertEqual(range.upperBound, 6, accuracy: 0.3, "where the drag started")
            settle(window)
            let image = try render(canvas)
            try image.writePNG(to: artifactPath("chart-x-range-selection.png"))
            func isOrange(_ p: Pixel) -> Bool { p.alpha > 200 && p.red > 220 && p.green > 110 && p.green < 190 && p.blue < 60 }
            let orange = image.points(where: isOrange)
            XCTAssertFalse(orange.isEmpty, "the selected range is drawn")
            XCTAssertEqual(Double(orange.map(\.x).min() ?? 0), width * 0.2, accuracy: 4)
            XCTAssertEqual(Double(orange.map(\.x).max() ?? 0), width * 0.6, accuracy: 4)
            XCTAssertTrue(PointerSynthesizer.button(pressed: false))
            XCTAssertTrue(MainLoop.run(until: { reports.value.last == .some(nil) }, timeout: .seconds(3)), "cleared as the drag ends")
            PointerSynthesizer.returnHome()
        }
    }
}

/// A value a test's views report into.
@MainActor
final class Reported<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
