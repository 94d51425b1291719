import CGtk
import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// The main window's Conditions page in the real app.
final class ConditionsPageTests: VitalsTestCase {
    // (No emoji here: the test display has no emoji font; emoji round-trips are tested in
    // ConditionsModelTests.)
    static let seedConditions = ["Asthma", "Migraine with aura", "Penicillin allergy", "ربو مزمن", "Eczéma, mild"]

    func testTheHeaderBarSwitchesPagesAndThePageShowsTheConditions() throws {
        try gtk {
            let app = try RunningVitals {
                try $0.addSampleData(days: 3)
                let added = try $0.addConditions(Self.seedConditions)
                var flagged = added[2]
                flagged.isFlagged = true
                try $0.saveConditions([flagged])
            }
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow)
            let header = try XCTUnwrap(widgets(named: "GtkHeaderBar", in: window.window).first)
            let switcher = widgets(named: "GtkToggleButton", in: header).compactMap { $0.cast(to: GTK.Button.self) }
                .filter { !$0.label.isEmpty }  // not the menu button's
            XCTAssertEqual(switcher.map(\.label), ["Heart Rate", "Conditions"])
            XCTAssertEqual(switcher.map { gtk_toggle_button_get_active($0.pointer()) != 0 }, [true, false])
            XCTAssertNotNil(widgets(named: "GtkListView", in: window.window).first, "Heart Rate first")
            XCTAssertNil(app.searchEntry)

            try app.showConditionsPage()
            XCTAssertEqual(app.fieldTexts, Self.seedConditions)
            XCTAssertTrue(labelTexts(in: window.window).contains("5 conditions"))
            let stars = widgets(named: "GtkImage", in: window.window).compactMap { $0.cast(to: GTK.Image.self) }
                .filter(\.isMapped).compactMap(\.iconName)
            XCTAssertEqual(stars.filter { $0.contains("starred") }.count, 5)
            XCTAssertEqual(stars.filter { $0 == "starred-symbolic" }.count, 1, "one flagged")
            try WidgetRenderer.render(window.window).writePNG(to: artifactPath("vitals-conditions.png"))

            ColorSchemeFollower.prefersDarkTheme = true
            defer { ColorSchemeFollower.prefersDarkTheme = false }
            settle(window.window)
            try WidgetRenderer.render(window.window).writePNG(to: artifactPath("vitals-conditions-dark.png"))
            ColorSchemeFollower.prefersDarkTheme = false

            // And back: the heart-rate list returns.
            try XCTUnwrap(switcher.first).emit(.clicked)
            settle(window.window)
            XCTAssertNil(app.searchEntry)
            XCTAssertNotNil(widgets(named: "GtkListView", in: window.window).first)
        }
    }
}
