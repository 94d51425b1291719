import CGtk
import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp
import GtkTestSupport

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

/// Editing on the Conditions page with keys typed on the display.
final class ConditionsEditingTests: VitalsTestCase {
    func testTypingInARowEditsItsConditionAndIsOneUndoStep() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine"])
            defer { app.quit() }
            let field = try XCTUnwrap(app.conditionFields.first)
            XCTAssertTrue(field.hasCSSClass("flat"), "edited in place")
            gtk_widget_grab_focus(field.widgetPointer)  // as a click in the field does
            gtk_editable_set_position(field.editablePointer, -1)
            typeOnDisplay(", mild")
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts.first == "Asthma, mild" }),
                          "\(app.model.conditions.texts)")
            XCTAssertTrue(MainLoop.run(until: { (try? app.storedConditionTexts()) == ["Asthma, mild", "Migraine"] }),
                          "saved once typing pauses")
            XCTAssertEqual(try XCTUnwrap(app.mainWindow).undoManager.undoMenuItemTitle, "Undo Edit Condition")
            XCTAssertTrue(KeySynthesizer.type("<Control>z"))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts.first == "Asthma" }),
                          "one Ctrl+Z takes the whole typing back")
            settle(try XCTUnwrap(app.mainWindow).window)
            XCTAssertEqual(app.fieldTexts, ["Asthma", "Migraine"], "the field follows")
            XCTAssertEqual(try app.storedConditionTexts(), ["Asthma", "Migraine"])
            XCTAssertTrue(KeySynthesizer.type("<Shift><Control>z"))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts.first == "Asthma, mild" }))

            // Delete in a field deletes a character, never the row.
            settle(try XCTUnwrap(app.mainWindow).window)  // the field shows the redone text
            let refreshed = try XCTUnwrap(app.conditionFields.first)
            gtk_widget_grab_focus(refreshed.widgetPointer)
            gtk_editable_set_position(refreshed.editablePointer, 0)
            XCTAssertTrue(KeySynthesizer.type("Delete"))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["sthma, mild", "Migraine"] }),
                          "\(app.model.conditions.texts)")
        }
    }

    func testTheAddShortcutAddsARowWhoseFieldTakesTheFocus() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma"])
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow)
            XCTAssertTrue(KeySynthesizer.type("<Shift><Control>n"))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.conditions.count == 2 }), "Shift+Ctrl+N adds")
            XCTAssertEqual(app.windows.count, 1, "and opens no window (Ctrl+N does)")
            XCTAssertTrue(MainLoop.run(until: { app.conditionFields.count == 2 }))
            let field = try XCTUnwrap(app.conditionFields.last)
            XCTAssertTrue(MainLoop.run(until: { Self.focusIsIn(field) }), "the new row's field has the focus")
            typeOnDisplay("Gout")
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["Asthma", "Gout"] }), "\(app.model.conditions.texts)")
            XCTAssertTrue(labelTexts(in: window.window).contains("2 conditions"))

            // The shortcut is listed in the keyboard-shortcuts window.
            let listings = WindowShortcutListings.listings(in: window.window, group: "Vitals")
            XCTAssertTrue(listings.contains(AppCommands.Listing(
                group: "Vitals", title: "Add Condition", accelerator: "<Shift><Control>n")), "\(listings)")
            // Ctrl+N still opens a window.
            XCTAssertTrue(KeySynthesizer.type("<Control>n"))
            XCTAssertTrue(MainLoop.run(until: { app.windows.count == 2 }))
        }
    }

    func testLeavingAnEmptyNewRowRemovesIt() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma"])
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow)
            try XCTUnwrap(button("Add Condition", in: window.window)).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { app.conditionFields.count == 2 }))
            let added = try XCTUnwrap(app.conditionFields.last)
            XCTAssertTrue(MainLoop.run(until: { Self.focusIsIn(added) }))
            XCTAssertEqual(app.model.conditions.texts, ["Asthma", ""], "kept while it is edited")
            // The focus moves to the other row: the empty one goes.
            gtk_widget_grab_focus(try XCTUnwrap(app.conditionFields.first).widgetPointer)
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["Asthma"] }))
            settle(window.window)
            XCTAssertEqual(app.fieldTexts, ["Asthma"])
            XCTAssertEqual(try app.storedConditionTexts(), ["Asthma"])
        }
    }

    func testDeleteKeyContextMenuFlagAndFilter() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine", "Eczema", "Anemia"])
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow)
            let list = try XCTUnwrap(widgets(named: "GtkListView", in: window.window).first)

            // Delete key on the selected row.
            let model = try XCTUnwrap(gtk_list_view_get_model(OpaquePointer(list.widgetPointer)))
            gtk_selection_model_select_item(model, 1, 1)
            gtk_widget_grab_focus(list.widgetPointer)
            XCTAssertTrue(KeySynthesizer.type("Delete"))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["Asthma", "Eczema", "Anemia"] }))
            XCTAssertEqual(try app.storedConditionTexts(), ["Asthma", "Eczema", "Anemia"])
            XCTAssertEqual(window.undoManager.undoActionName, "Delete Condition")

            // Flag with the star: a toggle button, read as "Flag Asthma".
            settle(window.window)
            let star = try XCTUnwrap(widgets(named: "GtkToggleButton", in: list).compactMap { $0.cast(to: GTK.ToggleButton.self) }
                .first { $0.accessibleProperty(.label, is: "Flag Asthma") })
            XCTAssertFalse(star.isActive)
            star.emit(.clicked)
            XCTAssertTrue(star.isActive, "pressed while flagged")
            XCTAssertEqual(app.model.conditions.conditions.map { $0.isFlagged }, [true, false, false])
            XCTAssertEqual(try app.storedConditions().map(\.isFlagged), [true, false, false])
            settle(window.window)
            // The row itself reads as its condition, flagged or not.
            let asthmaRow = try XCTUnwrap(rows(of: list).first { $0.accessibleProperty(.label, is: "Asthma") },
                                          "GTK's row widget is named by the condition")
            XCTAssertTrue(asthmaRow.accessibleProperty(.valueText, is: "Flagged"))
            XCTAssertTrue(rows(of: list).contains { $0.accessibleProperty(.label, is: "Eczema") })
            XCTAssertEqual(widgets(named: "GtkImage", in: list).compactMap { $0.cast(to: GTK.Image.self) }
                .filter { $0.isMapped && $0.iconName == "starred-symbolic" }.count, 1)

            // Filter: only matching rows show; the search ignores case and accents.
            let search = try XCTUnwrap(app.searchEntry?.cast(to: GTK.SearchEntry.self))
            search.text = "EM"
            XCTAssertTrue(MainLoop.run(until: { app.fieldTexts == ["Eczema", "Anemia"] }), "\(app.fieldTexts)")
            // Deleting in the filtered list deletes the row shown (the first shown is the
            // second condition).
            let filtered = try XCTUnwrap(widgets(named: "GtkListView", in: window.window).first)
            let filteredModel = try XCTUnwrap(gtk_list_view_get_model(OpaquePointer(filtered.widgetPointer)))
            gtk_selection_model_select_item(filteredModel, 0, 1)
            gtk_widget_grab_focus(filtered.widgetPointer)
            XCTAssertTrue(KeySynthesizer.type("Delete"))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["Asthma", "Anemia"] }),
                          "\(app.model.conditions.texts)")
            XCTAssertTrue(MainLoop.run(until: { app.fieldTexts == ["Anemia"] }))
            search.text = ""
            XCTAssertTrue(MainLoop.run(until: { app.fieldTexts.count == 2 }))

            // Undo all the way back.
            MainLoop.drain()
            for _ in 0..<3 { window.undoManager.undo() }
            XCTAssertEqual(app.model.conditions.texts, ["Asthma", "Migraine", "Eczema", "Anemia"])
            XCTAssertEqual(try app.storedConditionTexts(), ["Asthma", "Migraine", "Eczema", "Anemia"])
        }
    }

    @MainActor
    static func focusIsIn(_ widget: GTK.Widget) -> Bool {
        guard let root = gtk_widget_get_root(widget.widgetPointer), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget.widgetPointer || gtk_widget_is_ancestor(focus, widget.widgetPointer) != 0
    }

    func testDraggingARowReordersTheConditionsAndSavesTheOrder() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine", "Eczema"])
            defer {
                PointerSynthesizer.returnHome()
                app.quit()
            }
            let scene = try XCTUnwrap(app.mainWindow)
            let window = scene.window
            settle(window)
            let list = try XCTUnwrap(widgets(named: "GtkListView", in: window).first)
            let shown = rows(of: list).filter(\.isMapped)
            XCTAssertEqual(shown.count, 3)
            // Asthma's row grabbed in its top margin (beside the field, as a hand would),
            // dropped on Eczema's lower half: after Eczema.
            let asthma = shown[0], eczema = shown[2]
            let from = try XCTUnwrap(PointerSynthesizer.screenPoint(of: asthma, x: Double(asthma.width) / 2, y: 2))
            let to = try XCTUnwrap(PointerSynthesizer.screenPoint(
                of: eczema, x: Double(eczema.width) / 2, y: Double(eczema.height) * 0.8))
            XCTAssertTrue(PointerSynthesizer.drag(from: from, to: to))
            let expected = ["Migraine", "Eczema", "Asthma"]
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == expected }), "\(app.model.conditions.texts)")
            XCTAssertTrue(MainLoop.run(until: { (try? app.storedConditionTexts()) == expected }))
            XCTAssertTrue(MainLoop.run(until: { app.fieldTexts == expected }), "\(app.fieldTexts)")
            scene.undoManager.undo()
            XCTAssertEqual(app.model.conditions.texts, ["Asthma", "Migraine", "Eczema"])
        }
    }

    /// A row's handle selects it with a click (the field would start editing), a drag by
    /// the handle reorders, and its trash button deletes it (one undo step).
    func testTheHandleSelectsAndDragsAndTheTrashButtonDeletes() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine", "Eczema"])
            defer {
                PointerSynthesizer.returnHome()
                app.quit()
            }
            let scene = try XCTUnwrap(app.mainWindow)
            let window = scene.window
            settle(window)
            let list = try XCTUnwrap(widgets(named: "GtkListView", in: window).first)
            let model = try XCTUnwrap(gtk_list_view_get_model(OpaquePointer(list.widgetPointer)))
            let shown = rows(of: list).filter(\.isMapped)
            let handle = { (row: GTK.Widget) in
                try XCTUnwrap(widgets(named: "GtkImage", in: row).compactMap { $0.cast(to: GTK.Image.self) }
                    .first { $0.iconName == "list-drag-handle-symbolic" })
            }
            let migraineHandle = try handle(shown[1])
            let center = try XCTUnwrap(PointerSynthesizer.screenPoint(
                of: migraineHandle, x: Double(migraineHandle.width) / 2, y: Double(migraineHandle.height) / 2))
            XCTAssertTrue(PointerSynthesizer.click(at: center))
            XCTAssertTrue(MainLoop.run(until: { gtk_selection_model_is_selected(model, 1) != 0 }), "a click on the handle selects")
            XCTAssertFalse(app.conditionFields.contains { ConditionsEditingTests.focusIsIn($0) }, "and edits nothing")

            // Dragged by its handle onto Eczema's lower half: after Eczema.
            let asthmaHandle = try handle(shown[0])
            let from = try XCTUnwrap(PointerSynthesizer.screenPoint(
                of: asthmaHandle, x: Double(asthmaHandle.width) / 2, y: Double(asthmaHandle.height) / 2))
            let to = try XCTUnwrap(PointerSynthesizer.screenPoint(
                of: shown[2], x: Double(shown[2].width) / 2, y: Double(shown[2].height) * 0.8))
            XCTAssertTrue(PointerSynthesizer.drag(from: from, to: to))
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == ["Migraine", "Eczema", "Asthma"] }),
                          "\(app.model.conditions.texts)")
            settle(window)

            let trash = try XCTUnwrap(widgets(named: "GtkButton", in: list).first { $0.accessibleProperty(.label, is: "Delete Eczema") })
            trash.cast(to: GTK.Button.self)?.emit(.clicked)
            XCTAssertEqual(app.model.conditions.texts, ["Migraine", "Asthma"])
            XCTAssertEqual(scene.undoManager.undoActionName, "Delete Condition")
            scene.undoManager.undo()
            XCTAssertEqual(app.model.conditions.texts, ["Migraine", "Eczema", "Asthma"])
        }
    }

    func testARightClickedRowsMenuOffersFlagAndDeleteAndFlagsThatRow() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine"])
            defer {
                PointerSynthesizer.returnHome()
                app.quit()
            }
            let window = try XCTUnwrap(app.mainWindow).window
            settle(window)
            let list = try XCTUnwrap(widgets(named: "GtkListView", in: window).first)
            // A right click on Migraine's row, beside its field.
            let migraine = try XCTUnwrap(rows(of: list).filter(\.isMapped).dropFirst().first)
            let point = try XCTUnwrap(PointerSynthesizer.screenPoint(of: migraine, x: Double(migraine.width) / 2, y: 2))
            XCTAssertTrue(PointerSynthesizer.click(at: point, button: 3), "the row's menu")
            let menu = try XCTUnwrap(MainLoop.run(until: { Self.menuButtons(in: window).count >= 2 }) ? Self.menuButtons(in: window) : nil)
            XCTAssertEqual(menu.compactMap { labelTexts(in: $0).first }, ["Flag", "Delete"])
            menu[0].emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.conditions.map(\.isFlagged) == [false, true] }))
        }
    }

    /// The buttons of the open row menu (a popover in `window`).
    @MainActor
    static func menuButtons(in window: GTK.Widget) -> [GTK.Button] {
        widgets(named: "GtkPopover", in: window).filter(\.isMapped)
            .flatMap { widgets(named: "GtkButton", in: $0) }
            .compactMap { $0.cast(to: GTK.Button.self) }
    }

    func testCopyingSelectedConditionsAndPastingLinesWithTheKeyboard() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma", "Migraine", "Eczema"])
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow)
            let list = try XCTUnwrap(widgets(named: "GtkListView", in: window.window).first)
            let model = try XCTUnwrap(gtk_list_view_get_model(OpaquePointer(list.widgetPointer)))
            gtk_selection_model_select_item(model, 0, 1)
            gtk_selection_model_select_item(model, 2, 0)
            gtk_widget_grab_focus(list.widgetPointer)
            XCTAssertTrue(KeySynthesizer.type("<Control>c"))
            XCTAssertTrue(clipboardBecomes("Asthma\nEczema"), "\(clipboardText() ?? "nil")")

            // Another program's text: each line becomes a condition after the selection, in
            // one undo step.
            XCTAssertTrue(setClipboardText("Gout\n\n  Hay fever  \n"))
            gtk_widget_grab_focus(list.widgetPointer)
            XCTAssertTrue(KeySynthesizer.type("<Control>v"))
            let expected = ["Asthma", "Migraine", "Eczema", "Gout", "Hay fever"]
            XCTAssertTrue(MainLoop.run(until: { app.model.conditions.texts == expected }), "\(app.model.conditions.texts)")
            XCTAssertTrue(MainLoop.run(until: { (try? app.storedConditionTexts()) == expected }))
            window.undoManager.undo()
            XCTAssertEqual(app.model.conditions.texts, ["Asthma", "Migraine", "Eczema"])
        }
    }
}

extension RunningVitals {
    /// The conditions in the database once the app's writes so far are done, through
    /// another connection.
    func storedConditions() throws -> [MedicalConditionRecord] {
        model.conditions.waitUntilSaved()
        return try VitalsStore.open(at: folder.appendingPathComponent("vitals.sqlite")).conditions()
    }

    func storedConditionTexts() throws -> [String] { try storedConditions().map(\.text) }
}

/// Many conditions, and a database that cannot be written.
final class ConditionsScaleTests: VitalsTestCase {
    func testPasting10000LinesReachesTheListQuicklyAndANewRowAfterThemTakesTheFocus() throws {
        try gtk {
            let app = try RunningVitals.onConditionsPage(["Asthma"])
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow)
            let conditions = app.model.conditions
            conditions.undoManager = window.undoManager
            let lines = (1...10_000).map { "Condition \($0)" }

            let start = ContinuousClock.now
            conditions.paste(lines: lines)
            let pasted = seconds(since: start)
            UpdateScheduler.shared.flush()  // the page and its List take the 10,001 rows
            let applied = seconds(since: start)
            settle(window.window)  // and the next frames are painted
            let painted = seconds(since: start)
            print("conditions: paste 10,000 lines on the main thread — model \(Int(pasted * 1000)) ms, "
                + "list updated \(Int((applied - pasted) * 1000)) ms, painted \(Int((painted - applied) * 1000)) ms")
            XCTAssertTrue(labelTexts(in: window.window).contains("10,001 conditions"))
            let list = try XCTUnwrap(widgets(named: "GtkListView", in: window.window).first)
            XCTAssertLessThanOrEqual(rows(of: list).count, 210, "GtkListView makes rows for what it shows")
            XCTAssertEqual(window.undoManager.undoMenuItemTitle, "Undo Paste Conditions")

            // Add after them: the new row is far below; it is scrolled to and takes the focus.
            try XCTUnwrap(button("Add Condition", in: window.window)).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: {
                app.conditionFields.contains { $0.text.isEmpty && ConditionsEditingTests.focusIsIn($0) }
            }), "the new last row's field has the focus")
            typeOnDisplay("Last")
            XCTAssertTrue(MainLoop.run(until: { conditions.conditions.last?.text == "Last" }))

            // One undo step takes the whole paste out.
            MainLoop.drain()
            window.undoManager.undo()  // the typing
            window.undoManager.undo()  // the add
            window.undoManager.undo()  // the paste
            XCTAssertEqual(conditions.texts, ["Asthma"])
            XCTAssertEqual(try app.storedConditionTexts(), ["Asthma"])
        }
    }

    func testAReadOnlyDatabaseSaysWhyOnThePageAndKeepsTheEdits() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma"], lockedByAnotherProgram: true)
            defer { database.remove() }
            let model = try database.model()
            let (window, _) = try Self.show(ConditionsPage(model: model))
            defer { window.destroy() }
            let texts = labelTexts(in: window)
            XCTAssertTrue(texts.contains { $0.contains("cannot be saved") && $0.contains("Close it, then try again") }, "\(texts)")
            let field = try XCTUnwrap(widgets(named: "GtkEntry", in: window).first?.cast(to: GTK.Entry.self))
            field.text = "Asthma, mild"
            model.save()
            XCTAssertEqual(model.texts, ["Asthma, mild"], "kept in memory")
            XCTAssertEqual(field.text, "Asthma, mild")
            settle(window)
            try WidgetRenderer.render(window).writePNG(to: artifactPath("vitals-conditions-read-only.png"))
        }
    }

    /// `view` in a plain GTK window (no app: no undo manager, no header bar).
    @MainActor
    static func show(_ view: some View) throws -> (GTK.Window, HostingWidget<some View>) {
        let window = GTK.Window(title: "Conditions", width: 640, height: 420)
        let hosting = HostingWidget(rootView: view)
        window.child = hosting.widget
        window.present()
        XCTAssertTrue(MainLoop.run(until: { window.isMapped }))
        settle(window)
        return (window, hosting)
    }
}
