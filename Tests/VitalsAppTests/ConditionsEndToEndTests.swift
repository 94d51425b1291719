import CGtk
import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// The end-to-end test: type into a condition row, quit, relaunch over the same
/// database — the text is there. Nothing typed is lost, however soon the app quits.
final class ConditionsEndToEndTests: VitalsTestCase {
    func testTextTypedIntoARowIsThereAfterQuittingAndRelaunching() throws {
        try gtk {
            let folder: URL
            do {
                let first = try RunningVitals.onConditionsPage(["Asthma", "Migraine"])
                folder = first.folder
                let field = try XCTUnwrap(first.conditionFields.last)
                gtk_widget_grab_focus(field.widgetPointer)  // as a click in the field does
                gtk_editable_set_position(field.editablePointer, -1)
                typeOnDisplay(" with Aura")
                XCTAssertTrue(MainLoop.run(until: { field.text == "Migraine with Aura" }), field.text)
                // Quit at once with Ctrl+Q, well before typing pauses long enough to save.
                XCTAssertTrue(first.model.conditions.hasUnsavedChanges, "typed, not yet saved")
                XCTAssertTrue(KeySynthesizer.type("<Control>q"))
                XCTAssertTrue(MainLoop.run(until: { first.runtime.windows.isEmpty }), "Ctrl+Q quits")
                XCTAssertEqual(try first.storedConditionTexts(), ["Asthma", "Migraine with Aura"],
                               "saved as the window closed")
                first.quit(keepingData: true)
            }
            // The first app is gone (its GApplication released); launch again.
            MainLoop.drain()
            let second = try RunningVitals(folder: folder)
            defer { second.quit() }
            try second.showConditionsPage()
            XCTAssertEqual(second.fieldTexts, ["Asthma", "Migraine with Aura"], "the text is there after a relaunch")
        }
    }

    func testClosingTheWindowSavesSynchronously() throws {
        try gtk {
            let app = try RunningVitals { try $0.addConditions(["Asthma"]) }
            defer { app.quit() }
            try app.showConditionsPage()
            let window = try XCTUnwrap(app.mainWindow)
            let field = try XCTUnwrap(app.conditionFields.first)
            field.text = "Asthma, exercise-induced"  // as typing does
            XCTAssertTrue(app.model.conditions.hasUnsavedChanges)
            window.window.destroy()  // no turn of the loop in between
            XCTAssertEqual(try app.storedConditionTexts(), ["Asthma, exercise-induced"])
            XCTAssertFalse(app.model.conditions.hasUnsavedChanges)
        }
    }
}
