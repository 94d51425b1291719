import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// The conditions model over a real SQLite store: saving, undo, paste, copy, bad input.
final class ConditionsModelTests: VitalsTestCase {
    func testLoadsInListOrderAndRemovesEmptyConditionsLeftBehind() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma", "", "Migraine", "   "])
            defer { database.remove() }
            let model = try database.model()
            XCTAssertEqual(model.texts, ["Asthma", "Migraine"])
            XCTAssertEqual(try database.storedTexts(), ["Asthma", "Migraine"])
            XCTAssertFalse(model.hasUnsavedChanges)
            XCTAssertEqual(model.conditions(matching: "  ").map { $0.text }, ["Asthma", "Migraine"])
            XCTAssertEqual(model.conditions(matching: "ASTH").map { $0.text }, ["Asthma"])
            XCTAssertNil(model.problem)
        }
    }

    func testTypingIsSavedOnceItPausesWithinTheDebounce() throws {
        try gtk {
            let database = try ConditionsDatabase(["A"])
            defer { database.remove() }
            let model = try database.model()
            let condition = try XCTUnwrap(model.conditions.first)
            // Keystrokes 50 ms apart: nothing is written while typing goes on.
            for text in ["As", "Ast", "Asth", "Asthm", "Asthma"] {
                condition.text = text
                // The loop runs on (a pending save could fire) until the next keystroke is due.
                let nextKeystroke = ContinuousClock.now.advanced(by: .milliseconds(50))
                XCTAssertTrue(MainLoop.run(until: { ContinuousClock.now >= nextKeystroke }))
                XCTAssertEqual(try database.storedTexts(), ["A"], "saved while typing")
            }
            let lastKeystroke = ContinuousClock.now
            condition.text = "Asthma!"
            XCTAssertTrue(MainLoop.run(until: { (try? database.storedTexts()) == ["Asthma!"] }, timeout: .seconds(2)))
            let latency = seconds(since: lastKeystroke)
            print("conditions: typing saved \(Int(latency * 1000)) ms after the last keystroke (debounce 250 ms)")
            XCTAssertLessThanOrEqual(model.saveDelay, .milliseconds(300), "the issue's debounce")
            XCTAssertGreaterThanOrEqual(latency, 0.25, "not saved before typing pauses")
            XCTAssertFalse(model.hasUnsavedChanges)
        }
    }

    func testSaveWritesEverythingSynchronouslyAndRemovesEmptyRows() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma", "Migraine"])
            defer { database.remove() }
            let model = try database.model()
            model.conditions[0].text = "Asthma, mild"
            let added = model.add()
            XCTAssertEqual(model.texts, ["Asthma, mild", "Migraine", ""], "an empty row stays while it is edited")
            XCTAssertEqual(model.focusRequest, added.id, "the new row's field is asked to take the focus")
            model.save()  // no main loop turn: the save is synchronous
            XCTAssertEqual(try database.storedTexts(), ["Asthma, mild", "Migraine"])
            XCTAssertEqual(model.texts, ["Asthma, mild", "Migraine"], "the empty row went on save")
            XCTAssertFalse(model.hasUnsavedChanges)
        }
    }

    func testAnEmptyRowGoesWhenItsFieldLosesTheFocusAndUndoBringsItsTextBack() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma", "Migraine"])
            defer { database.remove() }
            let model = try database.model()
            let undo = UndoManager()
            model.undoManager = undo
            let asthma = model.conditions[0]
            model.editingDidBegin(asthma)
            asthma.text = "Asth"
            asthma.text = ""
            XCTAssertEqual(model.texts, ["", "Migraine"], "kept while it is edited")
            model.editingDidEnd(asthma)
            XCTAssertEqual(model.texts, ["Migraine"])
            XCTAssertEqual(try database.storedTexts(), ["Migraine"])
            MainLoop.drain()
            XCTAssertEqual(undo.undoActionName, "Edit Condition")
            undo.undo()
            XCTAssertEqual(model.texts, ["Asthma", "Migraine"], "back at its place with its text")
            XCTAssertEqual(try database.storedTexts(), ["Asthma", "Migraine"])
        }
    }

    func testEveryChangeUndoesAndRedoesWithItsNameAndIsStored() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma", "Migraine", "Eczema"])
            defer { database.remove() }
            let model = try database.model()
            let undo = UndoManager()
            model.undoManager = undo
            var steps: [(name: String, texts: [String], flags: [Bool])] = []
            @MainActor func step(_ name: String) throws {
                MainLoop.drain()  // one turn of the loop: one undo group
                XCTAssertEqual(undo.undoActionName, name)
                XCTAssertEqual(try database.storedTexts(), model.texts, "stored after \(name)")
                steps.append((name, model.texts, model.conditions.map { $0.isFlagged }))
            }
            let initial = (model.texts, model.conditions.map { $0.isFlagged })

            let added = model.add("Hay fever", at: 1)
            try step("Add Condition")
            model.editingDidBegin(added)
            for text in ["Hay fever,", "Hay fever, spring", "Hay fever, spring only"] {
                added.text = text
                MainLoop.drain()  // keystrokes in separate turns still make one step
            }
            model.save()
            try step("Edit Condition")
            model.conditions[0].isFlagged = true
            try step("Flag Condition")
            model.move(fromOffsets: IndexSet(integer: 0), toOffset: 4)
            try step("Move Condition")
            model.delete([added.id, model.conditions[1].id])
            try step("Delete Conditions")
            model.paste(text: "Gout\r\n\n  Anemia  \n")
            try step("Paste Conditions")
            XCTAssertEqual(model.texts, ["Eczema", "Asthma", "Gout", "Anemia"])

            // Undo everything, checking each state and the store on the way.
            let before = [(initial.0, initial.1)] + steps.dropLast().map { ($0.texts, $0.flags) }
            for (texts, flags) in before.reversed() {
                undo.undo()
                XCTAssertEqual(model.texts, texts)
                XCTAssertEqual(model.conditions.map { $0.isFlagged }, flags)
                XCTAssertEqual(try database.storedTexts(), texts)
                XCTAssertEqual(try database.stored().map(\.isFlagged), flags)
            }
            XCTAssertFalse(undo.canUndo)
            // Redo it all.
            for step in steps {
                XCTAssertEqual(undo.redoActionName, step.name)
                undo.redo()
                XCTAssertEqual(model.texts, step.texts)
                XCTAssertEqual(try database.storedTexts(), step.texts)
            }
            XCTAssertFalse(undo.canRedo)
        }
    }

    func testPasting10000LinesIsOneStepAndOneSave() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma"])
            defer { database.remove() }
            let model = try database.model()
            let undo = UndoManager()
            model.undoManager = undo
            let lines = (1...10_000).map { "Condition \($0)" }
            let start = ContinuousClock.now
            let pasted = model.paste(lines: lines, at: 0)
            let onMainThread = seconds(since: start)
            model.waitUntilSaved()
            let written = seconds(since: start)
            print("conditions: pasting 10,000 lines took \(Int(onMainThread * 1000)) ms on the main thread; "
                + "written to the store (one transaction, on the writer's queue) after \(Int(written * 1000)) ms")
            XCTAssertEqual(pasted.count, 10_000)
            XCTAssertEqual(model.conditions.count, 10_001)
            XCTAssertEqual(model.conditions.last?.text, "Asthma")
            XCTAssertEqual(try database.stored().count, 10_001)
            XCTAssertEqual(try database.stored().map(\.sortOrder), Array(0..<10_001))
            MainLoop.drain()
            XCTAssertEqual(undo.undoActionName, "Paste Conditions")
            undo.undo()
            XCTAssertEqual(model.texts, ["Asthma"], "one step takes all 10,000 out")
            XCTAssertEqual(try database.storedTexts(), ["Asthma"])
            XCTAssertFalse(undo.canUndo)
        }
    }

    func testCopyTextIsTheSelectedTextsInListOrder() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma", "Migraine", "Eczema"])
            defer { database.remove() }
            let model = try database.model()
            let ids: Set = [model.conditions[2].id, model.conditions[0].id]
            XCTAssertEqual(model.copyText(of: ids), "Asthma\nEczema")
            XCTAssertEqual(model.copyText(of: []), "")
            // Copy and paste round-trip: pasted after the selection.
            XCTAssertEqual(model.position(after: [model.conditions[1].id]), 2)
            XCTAssertEqual(model.position(after: []), 3)
            model.paste(text: model.copyText(of: ids), at: model.position(after: [model.conditions[0].id]))
            XCTAssertEqual(model.texts, ["Asthma", "Asthma", "Eczema", "Migraine", "Eczema"])
        }
    }

    func testMovesInAFilteredListAreSavedInTheWholeList() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma", "Migraine", "Allergy", "Eczema", "Anemia"])
            defer { database.remove() }
            let model = try database.model()
            let withE = model.conditions(matching: "em")  // Eczema, Anemia
            XCTAssertEqual(withE.map { $0.text }, ["Eczema", "Anemia"])
            model.move(fromOffsets: IndexSet(integer: 1), toOffset: 0, in: withE)
            XCTAssertEqual(model.texts, ["Asthma", "Migraine", "Allergy", "Anemia", "Eczema"])
            XCTAssertEqual(try database.storedTexts(), model.texts)
            let shown = model.conditions(matching: "a")  // all five contain an "a"
            model.move(fromOffsets: IndexSet([0, 2]), toOffset: shown.count, in: shown)
            XCTAssertEqual(model.texts, ["Migraine", "Anemia", "Eczema", "Asthma", "Allergy"])
            XCTAssertEqual(try database.storedTexts(), model.texts)
            XCTAssertEqual(try database.stored().map(\.sortOrder), Array(0..<5))
            XCTAssertEqual(model.ids(atOffsets: IndexSet([0, 9]), in: withE), [withE[0].id])
        }
    }

    func testLongAndInternationalTextRoundTripsThroughTheStore() throws {
        try gtk {
            let database = try ConditionsDatabase()
            defer { database.remove() }
            let long = String(repeating: "Hypertension ", count: 770).prefix(10_000)
            let texts = [
                String(long),
                "Asthma 🫁😷 👩🏽‍⚕️",
                "ربو مزمن",  // Arabic, right to left
                "אסתמה",  // Hebrew
                "Ekzém\u{0065}\u{0301}\u{0323} Z\u{0351}\u{0362}a\u{0327}",  // combining marks
                "偏头痛",
            ]
            let model = try database.model()
            for text in texts { model.add(text) }
            model.save()
            let reloaded = try database.model()
            XCTAssertEqual(reloaded.texts, texts)
            XCTAssertEqual(reloaded.texts.first?.count, 10_000)
            XCTAssertEqual(reloaded.texts.map(\.unicodeScalars.count), texts.map(\.unicodeScalars.count),
                           "no normalisation on the way")
        }
    }

    func testAReadOnlyStoreKeepsEditsInMemoryAndSaysWhy() throws {
        try gtk {
            let database = try ConditionsDatabase(["Asthma"], lockedByAnotherProgram: true)
            defer { database.remove() }
            let model = try database.model()
            let message = try XCTUnwrap(model.problem)
            XCTAssertTrue(message.contains("cannot be saved"), message)
            XCTAssertTrue(message.contains("Close it, then try again"), "the store's own advice: \(message)")
            model.conditions[0].text = "Asthma, severe"
            model.add("Migraine")
            model.save()
            XCTAssertEqual(model.texts, ["Asthma, severe", "Migraine"], "edits are kept")
            XCTAssertTrue(model.hasUnsavedChanges)
            XCTAssertNotNil(model.problem)
            database.unlock()
            XCTAssertEqual(try database.storedTexts(), ["Asthma"], "nothing was written")
        }
    }
}
