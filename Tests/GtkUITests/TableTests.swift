import CGtk
import XCTest
@testable import GtkUI

/// `Table` over a `GtkColumnView`: titled columns, a cell per row on screen, cells that
/// follow the rows.
final class TableTests: GtkTestCase {
    struct Hour: Identifiable {
        let id: Int
        let count: Int
        var name: String { "\(id):00" }
    }

    private struct Hours: View {
        let hours: [Hour]

        var body: some View {
            Table(hours) {
                TableColumn("Hour", value: \.name)
                TableColumn("Samples") { hour in Text("\(hour.count)").accessibilityLabel("\(hour.count) samples") }
            }
        }
    }

    func testColumnsAreTitledAndEachRowShowsItsCells() throws {
        try gtk {
            let (window, hosting) = show(Hours(hours: (0..<3).map { Hour(id: $0, count: 60 + $0) }), width: 320, height: 240)
            defer { window.destroy() }
            let view = try XCTUnwrap(descendants(of: hosting.widget, GTK.ColumnView.self).first)
            let texts = labelTexts(in: view)
            XCTAssertEqual(Array(texts.prefix(2)), ["Hour", "Samples"], "the header first: \(texts)")
            for expected in ["0:00", "1:00", "2:00", "60", "61", "62"] {
                XCTAssertTrue(texts.contains(expected), "\(expected) in \(texts)")
            }
            XCTAssertTrue(descendants(of: view, GTK.Label.self).contains { $0.accessibleProperty(.label, is: "62 samples") })
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("table.png"))

            // New rows: the cells follow, one more row.
            hosting.rootView = Hours(hours: (0..<4).map { Hour(id: $0 + 10, count: 70 + $0) })
            settle(window)
            let updated = labelTexts(in: view)
            for expected in ["10:00", "13:00", "70", "73"] {
                XCTAssertTrue(updated.contains(expected), "\(expected) in \(updated)")
            }
            XCTAssertFalse(updated.contains("0:00"), "\(updated)")
        }
    }

    func testTheTableLeavesNothingBehind() throws {
        try gtk {
            let before = LiveObjects.countsByType
            try {
                let (window, _) = show(Hours(hours: (0..<5).map { Hour(id: $0, count: $0) }), width: 320, height: 240)
                window.destroy()
            }()
            XCTAssertTrue(MainLoop.run(until: { (LiveObjects.countsByType["GtkColumnView"] ?? 0) <= (before["GtkColumnView"] ?? 0) }),
                          "\(LiveObjects.countsByType)")
            XCTAssertLessThanOrEqual(LiveObjects.countsByType["GtkuiHost"] ?? 0, before["GtkuiHost"] ?? 0)
        }
    }
}
