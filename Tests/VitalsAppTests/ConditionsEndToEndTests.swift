import CGtk
import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp
import GtkTestSupport

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

    /// The same with the real program: `vitals` runs as a process of its own over empty
    /// data, and is typed into with keys on the display; it quits with Ctrl+Q before typing
    /// pauses long enough to save; another process, `vitals export`, reads what it stored.
    /// Then `vitals` starts again, its row shows the text: a click in the field and "!" typed
    /// at its end are stored as "Migraine with Aura!".
    func testTheProgramStoresWhatWasTypedWhenQuitWithControlQAndShowsItWhenStartedAgain() throws {
        try gtk {
            let (switcher, field) = try Self.screenPoints()
            defer { PointerSynthesizer.returnHome() }
            let folder = try freshTestFolder("vitals-process-tests")
            defer { try? FileManager.default.removeItem(at: folder) }

            let first = try VitalsAppProcess(folder: folder, pointerAt: switcher)
            defer { first.stop() }
            XCTAssertTrue(first.waitUntilShown(), "vitals started and settled: \(first.log)")
            XCTAssertTrue(PointerSynthesizer.click(at: switcher), "to the Conditions page")
            XCTAssertTrue(first.waitUntilIdle())
            XCTAssertTrue(KeySynthesizer.type("<Shift><Control>n"))
            XCTAssertTrue(Self.wait(forStored: [""], in: folder), "Add Condition is saved at once: \(first.log)")
            XCTAssertTrue(first.waitUntilIdle(), "the new row's field took the focus")
            typeOnDisplay("Migraine")
            XCTAssertTrue(Self.wait(forStored: ["Migraine"], in: folder), "saved once typing paused: \(first.log)")
            // Type on, and quit at once (the keys reach the program within milliseconds, the
            // save waits for 250 ms without typing): only quitting can save this.
            typeOnDisplay(" with Aura")
            XCTAssertTrue(KeySynthesizer.type("<Control>q"))
            XCTAssertEqual(first.waitForExit(), 0, "Ctrl+Q quits: \(first.log)")
            XCTAssertEqual(try VitalsAppProcess.storedConditionTexts(in: folder), ["Migraine with Aura"],
                           "saved as the program quit")

            let second = try VitalsAppProcess(folder: folder, pointerAt: switcher)
            defer { second.stop() }
            XCTAssertTrue(second.waitUntilShown(), "vitals started again: \(second.log)")
            XCTAssertTrue(PointerSynthesizer.click(at: switcher))
            XCTAssertTrue(second.waitUntilIdle())
            XCTAssertTrue(PointerSynthesizer.click(at: field), "into the row's field")
            XCTAssertTrue(second.waitUntilIdle())
            XCTAssertTrue(KeySynthesizer.type("End"))
            typeOnDisplay("!")
            XCTAssertTrue(KeySynthesizer.type("<Control>q"))
            XCTAssertEqual(second.waitForExit(), 0, "Ctrl+Q quits: \(second.log)")
            XCTAssertEqual(try VitalsAppProcess.storedConditionTexts(in: folder), ["Migraine with Aura!"],
                           "the text was in the row after the relaunch")
        }
    }

    /// Where the page switcher's Conditions button and the first condition's field are on
    /// the screen when `vitals` opens its main window: found in the same app, run in this
    /// process over one condition and closed again. Without a window manager a new main
    /// window opens at the same place with the same size every time.
    @MainActor
    static func screenPoints() throws -> (switcher: (x: Int32, y: Int32), field: (x: Int32, y: Int32)) {
        let twin = try RunningVitals.onConditionsPage(["Migraine with Aura"])
        defer { twin.quit() }
        let switcher = try XCTUnwrap(twin.pageButton("Conditions").flatMap(PointerSynthesizer.center(of:)))
        let field = try XCTUnwrap(twin.conditionFields.first.flatMap(PointerSynthesizer.center(of:)))
        return (switcher, field)
    }

    /// Waits until `vitals export --conditions` prints these texts for the data in `folder`.
    @MainActor
    static func wait(forStored texts: [String], in folder: URL) -> Bool {
        let clock = ContinuousClock()
        var next = clock.now
        return MainLoop.run(until: {
            guard clock.now >= next else { return false }
            next = clock.now.advanced(by: .milliseconds(200))
            return (try? VitalsAppProcess.storedConditionTexts(in: folder)) == texts
        }, timeout: .seconds(60))
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
