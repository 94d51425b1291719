import CGtk
import Foundation
import XCTest
@testable import GtkUI
@testable import VitalsApp
import GtkTestSupport

/// The app with the keyboard alone, keys typed on the display (XTest): page keys, editing
/// a condition from its row, the filter field.
final class KeyboardTests: VitalsTestCase {
    func testAltOneAndAltTwoSwitchPagesWhereverTheFocusIs() throws {
        try gtk {
            let app = try RunningVitals { try $0.addSampleData(days: 3) }
            defer { app.quit() }
            try app.focusMainWindow()
            let window = try XCTUnwrap(app.mainWindow).window
            XCTAssertNil(app.searchEntry, "Heart Rate first")
            XCTAssertTrue(KeySynthesizer.type("<Alt>2"))
            XCTAssertTrue(MainLoop.run(until: { app.searchEntry != nil }), "Alt+2 shows Conditions")
            // From inside the page's field, too.
            XCTAssertTrue(try XCTUnwrap(app.searchEntry).grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Alt>1"))
            XCTAssertTrue(MainLoop.run(until: { app.searchEntry == nil }), "Alt+1 shows Heart Rate")
            settle(window)
            let listed = WindowShortcutListings.listings(in: window, group: "Vitals").map(\.title)
            XCTAssertTrue(listed.contains("Show Heart Rate") && listed.contains("Show Conditions"), "\(listed)")
        }
    }

    func testReturnOnAConditionRowEditsItsField() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine", "Eczema"])
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow).window
            let list = try XCTUnwrap(widgets(named: "GtkListView", in: window).first)
            let second = try XCTUnwrap(rows(of: list).first { widgets(named: "GtkEntry", in: $0)
                .compactMap { $0.cast(to: GTK.Entry.self) }.first?.text == "Migraine" })
            XCTAssertNotEqual(gtk_widget_grab_focus(second.widgetPointer), 0)
            XCTAssertTrue(KeySynthesizer.type("Return"))
            let field = try XCTUnwrap(app.conditionFields.first { $0.text == "Migraine" })
            XCTAssertTrue(MainLoop.run(until: { ConditionsEditingTests.focusIsIn(field) }), "Return edits the row's field")
            typeOnDisplay("x")
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["Asthma", "x", "Eczema"] }),
                          "the field's text was selected and replaced: \(app.model.conditions.texts)")
        }
    }

    func testTypingOverTheFiltersSelectedTextKeepsEveryCharacter() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Hypertension", "Eczema"])
            defer { app.quit() }
            let search = try XCTUnwrap(app.searchEntry?.cast(to: GTK.SearchEntry.self))
            XCTAssertTrue(search.grabFocus())
            typeOnDisplay("asth")
            XCTAssertTrue(MainLoop.run(until: { app.fieldTexts == ["Asthma"] }), "\(app.fieldTexts)")
            XCTAssertTrue(KeySynthesizer.type("<Control>a"))
            typeOnDisplay("hyper")
            XCTAssertTrue(MainLoop.run(until: { app.fieldTexts == ["Hypertension"] }), "\(app.fieldTexts)")
            XCTAssertEqual(search.text, "hyper")
        }
    }

    func testReturnInAFieldAddsTheNextConditionBelowIt() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Eczema"])
            defer { app.quit() }
            let first = try XCTUnwrap(app.conditionFields.first { $0.text == "Asthma" })
            XCTAssertTrue(first.grabFocus())
            XCTAssertTrue(KeySynthesizer.type("End"))
            XCTAssertTrue(KeySynthesizer.type("Return"))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["Asthma", "", "Eczema"] }),
                          "\(app.model.conditions.texts)")
            XCTAssertTrue(MainLoop.run(until: {
                app.conditionFields.contains { $0.text.isEmpty && ConditionsEditingTests.focusIsIn($0) }
            }), "the new row's field has the focus")
            typeOnDisplay("Migraine")
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["Asthma", "Migraine", "Eczema"] }),
                          "\(app.model.conditions.texts)")
            // Return in an empty field adds nothing.
            XCTAssertTrue(KeySynthesizer.type("Return"))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts.count == 4 }))
            XCTAssertTrue(KeySynthesizer.type("Return"))
            _ = MainLoop.run(until: { app.model.conditions.texts.count > 4 }, timeout: .milliseconds(300))
            XCTAssertEqual(app.model.conditions.texts, ["Asthma", "Migraine", "", "Eczema"])
        }
    }

    /// Tab goes through the focused row's controls — the star, the field, the trash button —
    /// then out of the list; it never visits the other rows.
    func testTabGoesThroughTheFocusedRowsControlsThenLeavesTheList() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine", "Eczema"])
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow).window
            let list = try XCTUnwrap(widgets(named: "GtkListView", in: window).first)
            let row = try XCTUnwrap(rows(of: list).first { widgets(named: "GtkEntry", in: $0)
                .compactMap { $0.cast(to: GTK.Entry.self) }.first?.text == "Migraine" })
            XCTAssertNotEqual(gtk_widget_grab_focus(row.widgetPointer), 0)
            let focusedName = { () -> String in
                guard let focus = window.windowFocus else { return "nothing" }
                for name in ["Flag Migraine", "Delete Migraine", "Condition", "Add Condition"]
                where focus.accessibleProperty(.label, is: name) || (focus.parent?.accessibleProperty(.label, is: name) ?? false) {
                    return name
                }
                return focus.typeName
            }
            for expected in ["Flag Migraine", "Condition", "Delete Migraine", "Add Condition"] {
                XCTAssertTrue(KeySynthesizer.type("Tab"))
                XCTAssertTrue(MainLoop.run(until: { focusedName() == expected }, timeout: .seconds(2)),
                              "Tab reaches \(expected): on \(focusedName())")
            }
        }
    }
}
