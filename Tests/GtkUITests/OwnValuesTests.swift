import Observation
import XCTest
@testable import GtkUI

/// `_updatesFromOwnValues` is a promise the compiler cannot check: a representable that
/// makes it is not tracked, so its widget would miss changes to `@Observable` properties
/// its `updateWidget` reads. Debug builds track it anyway and report a broken promise.
final class OwnValuesTests: GtkTestCase {
    func testAPromiseBrokenByReadingAnObservableIsReportedInDebugBuilds() {
        gtk {
            var reports: [String] = []
            let standard = ViewObservation.ownValuesViolation
            ViewObservation.ownValuesViolation = { reports.append($0) }
            defer { ViewObservation.ownValuesViolation = standard }

            let reading = ReadCount()
            let hosting = HostingWidget(rootView: VStack {
                HonestLabel(text: "own")
                PromiseBreaker(counter: reading)
            })
            XCTAssertEqual(hosting.stackTexts, ["own", "0"])
            reading.value = 1
            MainLoop.drain()
            #if DEBUG
            XCTAssertEqual(reports.count, 1, "\(reports)")
            XCTAssertTrue(reports.first?.contains("PromiseBreaker") ?? false, "\(reports)")
            #else
            XCTAssertEqual(reports, [])
            #endif
            XCTAssertEqual(hosting.stackTexts, ["own", "0"], "the broken promise: the widget missed the change")
        }
    }
}

@Observable
final class ReadCount: @unchecked Sendable {
    var value = 0
}

/// Keeps the promise: its label shows its own text.
private struct HonestLabel: WidgetRepresentable {
    let text: String
    static var _updatesFromOwnValues: Bool { true }
    func makeWidget(context: Context) -> GTK.Label { GTK.Label() }
    func updateWidget(_ label: GTK.Label, context: Context) { label.text = text }
}

/// Breaks it: reads a model's property.
private struct PromiseBreaker: WidgetRepresentable {
    let counter: ReadCount
    static var _updatesFromOwnValues: Bool { true }
    func makeWidget(context: Context) -> GTK.Label { GTK.Label() }
    func updateWidget(_ label: GTK.Label, context: Context) { label.text = "\(counter.value)" }
}
