import CGtk
import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp
import GtkTestSupport

/// The main window on a narrow screen (a phone, half of a small laptop's screen at
/// `GDK_SCALE=2`): at most 360 px wide on each page, with and without data, its layout
/// adapting rather than clipping.
final class NarrowWindowTests: VitalsTestCase {
    static let narrowest: Int32 = 360

    func testTheHeartRatePageFitsANarrowScreen() throws {
        try gtk {
            let app = try RunningVitals { try $0.addSampleData(days: 14) }
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow).window
            XCTAssertLessThanOrEqual(minimumWidth(of: window), Self.narrowest, widest(in: window))
            try render(window, "vitals-narrow.png")
            // Narrow, a day row still shows all of its sparkline.
            let list = try listView(of: app)
            let row = try XCTUnwrap(rows(of: list).dropFirst().first)
            let sparkline = try XCTUnwrap(widgets(named: "GtkuiCanvas", in: row).first)
            let bounds = try XCTUnwrap(sparkline.borrowed.bounds(in: row.borrowed))
            XCTAssertLessThanOrEqual(bounds.x + bounds.width, row.borrowed.width)
            XCTAssertLessThanOrEqual(bounds.y + bounds.height, row.borrowed.height)
        }
    }

    func testTheFirstRunFitsANarrowScreen() throws {
        try gtk {
            let app = try RunningVitals()
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow).window
            XCTAssertLessThanOrEqual(minimumWidth(of: window), Self.narrowest, widest(in: window))
            try render(window, "vitals-narrow-empty.png")
        }
    }

    func testTheConditionsPageFitsANarrowScreen() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine with Aura", "Hypertension"])
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow).window
            XCTAssertLessThanOrEqual(minimumWidth(of: window), Self.narrowest, widest(in: window))
            try render(window, "vitals-narrow-conditions.png")
        }
    }
}

/// `window` made as narrow as it goes, then drawn.
@MainActor
private func render(_ window: GTK.Window, _ name: String) throws {
    window.setDefaultSize(width: 1, height: 600)
    settle(window)
    try WidgetRenderer.render(window).writePNG(to: artifactPath(name))
}

/// The smallest width `widget` takes.
@MainActor
func minimumWidth(of widget: GTK.Widget) -> Int32 {
    var minimum: Int32 = 0
    gtk_widget_measure(widget.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    return minimum
}

/// From `root` down, the child that needs the most width at each level, with its minimum:
/// what keeps a window wide.
@MainActor
func widest(in root: GTK.Widget) -> String {
    var lines: [String] = []
    var widget: GTK.Widget? = root
    while let current = widget {
        lines.append("\(current.typeName) \(minimumWidth(of: current))")
        widget = current.children.filter(\.isVisible).max { minimumWidth(of: $0) < minimumWidth(of: $1) }
    }
    return lines.joined(separator: " > ")
}
