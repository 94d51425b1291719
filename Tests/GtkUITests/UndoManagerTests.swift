import XCTest
@testable import GtkUI

@MainActor
private final class Document {
    var text = ""
    let undoManager: UndoManager

    init(_ undoManager: UndoManager) { self.undoManager = undoManager }

    func type(_ added: String) {
        let old = text
        text += added
        undoManager.registerUndo(withTarget: self) { $0.set(old) }
        undoManager.setActionName("Typing")
    }

    /// Setting registers its own undo, so undo makes redo and redo makes undo.
    func set(_ value: String) {
        let old = text
        text = value
        undoManager.registerUndo(withTarget: self) { $0.set(old) }
    }
}

/// UndoManager with Foundation's API and semantics.
final class UndoManagerTests: GtkTestCase {
    func testExplicitGroupsUndoAndRedoAsOneStepWithTheirNames() {
        gtk {
            let manager = UndoManager()
            manager.groupsByEvent = false
            let document = Document(manager)
            manager.beginUndoGrouping()
            document.type("a")
            document.type("b")
            manager.endUndoGrouping()
            manager.beginUndoGrouping()
            document.type("c")
            manager.setActionName("Paste")
            manager.endUndoGrouping()

            XCTAssertTrue(manager.canUndo)
            XCTAssertFalse(manager.canRedo)
            XCTAssertEqual(manager.undoMenuItemTitle, "Undo Paste")
            manager.undo()
            XCTAssertEqual(document.text, "ab")
            XCTAssertEqual(manager.undoActionName, "Typing")
            XCTAssertEqual(manager.redoMenuItemTitle, "Redo Paste")
            manager.undo()
            XCTAssertEqual(document.text, "", "both typings were one group")
            XCTAssertFalse(manager.canUndo)
            manager.redo()
            XCTAssertEqual(document.text, "ab")
            XCTAssertEqual(manager.undoActionName, "Typing")
            manager.redo()
            XCTAssertEqual(document.text, "abc")
            XCTAssertFalse(manager.canRedo)
        }
    }

    func testGroupsByEventMakesOneStepPerTurnOfTheLoop() {
        gtk {
            let manager = UndoManager()
            let document = Document(manager)
            document.type("a")
            document.type("b")
            XCTAssertEqual(manager.groupingLevel, 1, "an event group is open")
            MainLoop.run(until: { manager.groupingLevel == 0 })
            document.type("c")
            MainLoop.run(until: { manager.groupingLevel == 0 })
            manager.undo()
            XCTAssertEqual(document.text, "ab")
            manager.undo()
            XCTAssertEqual(document.text, "")
        }
    }

    func testUndoClosesAnOpenEventGroupFirst() {
        gtk {
            let manager = UndoManager()
            let document = Document(manager)
            document.type("x")
            manager.undo()  // in the same turn, as a Ctrl+Z right after typing
            XCTAssertEqual(document.text, "")
            XCTAssertTrue(manager.canRedo)
            MainLoop.drain()
            XCTAssertEqual(manager.groupingLevel, 0)
        }
    }

    func testANewChangeClearsRedoAndLevelsLimitTheSteps() {
        gtk {
            let manager = UndoManager()
            manager.groupsByEvent = false
            manager.levelsOfUndo = 2
            let document = Document(manager)
            for letter in ["a", "b", "c"] {
                manager.beginUndoGrouping()
                document.type(letter)
                manager.endUndoGrouping()
            }
            manager.undo()
            manager.undo()
            XCTAssertFalse(manager.canUndo, "only two levels are kept")
            XCTAssertEqual(document.text, "a")
            manager.beginUndoGrouping()
            document.type("z")
            manager.endUndoGrouping()
            XCTAssertFalse(manager.canRedo, "a new change clears redo")
        }
    }

    func testDisabledRegistrationAndRemovingAllActions() {
        gtk {
            let manager = UndoManager()
            manager.groupsByEvent = false
            let document = Document(manager)
            manager.disableUndoRegistration()
            manager.beginUndoGrouping()
            document.type("a")
            manager.endUndoGrouping()
            manager.enableUndoRegistration()
            XCTAssertFalse(manager.canUndo)
            manager.beginUndoGrouping()
            document.type("b")
            manager.endUndoGrouping()
            XCTAssertTrue(manager.canUndo)
            manager.removeAllActions()
            XCTAssertFalse(manager.canUndo)
            XCTAssertEqual(manager.undoMenuItemTitle, "Undo")
        }
    }
}
