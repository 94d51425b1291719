import Foundation
import TranslationTestSupport
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// What the app shows in one locale, written by ``LocaleProbe`` for ``LocalizedWindowTests``.
struct LocaleProbeReport: Codable {
    /// Every text the windows show: labels, buttons, window titles.
    var texts: [String] = []
    /// Labels whose text does not fit where they are shown.
    var clipped: [String] = []
    /// Whether GTK lays out right to left.
    var rightToLeft = false
    /// The x of the first and the last child of a day row's horizontal stack.
    var rowFirstChildX = 0
    var rowLastChildX = 0
    /// The newest day's name, and its noon, for the date format check.
    var dayName = ""
    var dayNoon: Double = 0
    /// The screenshots taken.
    var screenshots: [String] = []
}

/// Opens the main window with sample data, a day's window, the Trends, Sources and Sensors
/// windows, the keyboard shortcuts window and the Conditions page, and writes what they show to `$VITALS_LOCALE_PROBE`. Only runs in the
/// process ``LocalizedWindowTests`` starts under a locale (a process has one locale).
final class LocaleProbe: VitalsTestCase {
    func testProbe() throws {
        guard let output = ProcessInfo.processInfo.environment["VITALS_LOCALE_PROBE"] else {
            throw XCTSkip("run by LocalizedWindowTests under each locale")
        }
        let language = ProcessInfo.processInfo.environment["LANG"]?.prefix { $0 != "." } ?? "C"
        var report = LocaleProbeReport()
        try gtk {
            let app = try RunningVitals {
                try $0.addSampleData(days: 14)
                _ = try $0.addConditions(["Asthma"])
            }
            defer { app.quit() }
            let main = try XCTUnwrap(app.mainWindow)
            report.rightToLeft = GTK.Widget.defaultIsRightToLeft
            let list = try listView(of: app)
            // A day row's outer horizontal stack: the first box whose first and last
            // children sit side by side.
            if let row = rows(of: list).dropFirst().first {
                for stack in widgets(named: "GtkBox", in: row) {
                    let shown = stack.children.filter(\.isVisible)
                    guard shown.count >= 2, let first = shown.first?.bounds(in: row), let last = shown.last?.bounds(in: row),
                          first.x != last.x, first.y < last.y + last.height, last.y < first.y + first.height else { continue }
                    report.rowFirstChildX = first.x
                    report.rowLastChildX = last.x
                    break
                }
            }
            let newest = try XCTUnwrap(app.model.days.first)
            report.dayName = app.model.dayNames.long(newest.day)
            report.dayNoon = newest.day.noon(in: app.model.calendar).timeIntervalSinceReferenceDate
            try Self.look(at: main.window, name: "main-\(language)", into: &report)

            activate(row: 1, in: list)
            app.settleWindows()
            let day = try XCTUnwrap(app.windows.first { $0.scene.title == String(localized: "Day") })
            try Self.look(at: day.window, name: "day-\(language)", into: &report)

            app.runtime.openWindow(sceneID: "trends", value: nil)
            XCTAssertTrue(MainLoop.run(until: { app.windows.contains { $0.scene.id == "trends" } }))
            app.settleWindows()
            let trends = try XCTUnwrap(app.windows.first { $0.scene.id == "trends" })
            try Self.look(at: trends.window, name: "trends-\(language)", into: &report)

            for id in ["sources", "sensors"] {
                app.runtime.openWindow(sceneID: id, value: nil)
                XCTAssertTrue(MainLoop.run(until: { app.windows.contains { $0.scene.id == id } }))
                app.settleWindows()
                let window = try XCTUnwrap(app.windows.first { $0.scene.id == id })
                try Self.look(at: window.window, name: "\(id)-\(language)", into: &report)
            }
            // The keyboard shortcuts window (Ctrl+?), GtkUI's own texts.
            app.runtime.showShortcutsWindow()
            let shortcuts = try XCTUnwrap(app.runtime.openAuxiliaryWindows.last)
            try Self.look(at: shortcuts, name: "shortcuts-\(language)", into: &report)

            let switcher = try XCTUnwrap(app.pageButton(String(localized: "Conditions")), "the Conditions page button")
            switcher.emit(.clicked)
            settle(main.window)
            try Self.look(at: main.window, name: "conditions-\(language)", into: &report)
        }
        try JSONEncoder().encode(report).write(to: URL(fileURLWithPath: output))
    }

    /// Adds what `window` shows to `report`, and a screenshot of it.
    @MainActor
    private static func look(at window: GTK.Window, name: String, into report: inout LocaleProbeReport) throws {
        settle(window)
        report.texts.append(window.title)
        for label in widgets(named: "GtkLabel", in: window).compactMap({ $0.cast(to: GTK.Label.self) }) where label.isMapped {
            let text = label.text
            guard !text.isEmpty else { continue }
            report.texts.append(text)
            guard !label.wraps, label.ellipsize == .none, let bounds = label.bounds(in: window) else { continue }
            // The text's own width against the label's, and the label inside each of its
            // ancestors (a list's viewport, a row, the window).
            let needed = label.textWidth
            var ancestor = label.parent
            var outside: String?
            while let container = ancestor, outside == nil {
                if let box = container.bounds(in: window), bounds.x < box.x - 1 || bounds.x + bounds.width > box.x + box.width + 1 {
                    outside = container.typeName
                }
                ancestor = container.parent
            }
            if needed > label.width + 1 || outside != nil {
                report.clipped.append("\(text) (needs \(needed) px, has \(label.width); at x \(bounds.x), outside \(outside ?? "-"))")
            }
        }
        let path = artifactPath("vitals-\(name).png")
        try WidgetRenderer.render(window).writePNG(to: path)
        report.screenshots.append(path)
    }
}
