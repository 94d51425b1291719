import CGtk
import Foundation
import XCTest
@testable import GtkUI

@MainActor
private func launch(_ stateFile: URL?) -> TestApp {
    TestApp(stateFile: stateFile) {
        WindowGroup("Main") { OpenerView() }
        WindowGroup("Note", id: "note", for: NoteID.self) { $note in NoteView(note: $note) }
            .defaultSize(width: 300, height: 200)
    }
}

/// Windows saved at quit and reopened at the next launch.
final class SceneRestorationTests: GtkTestCase {
    func testOpenWindowsTheirValuesAndSizesComeBackAndAStaleValueIsDropped() throws {
        try gtk {
            let first = launch(nil)
            let file = first.stateFile
            let note7 = try XCTUnwrap(first.runtime.openWindow(sceneID: "note", value: AnyHashable(NoteID(number: 7))))
            first.runtime.openWindow(sceneID: "note", value: AnyHashable(NoteID(number: 8)))
            note7.window.setDefaultSize(width: 360, height: 240)
            first.settleWindows()
            // The view changes its value while open: the latest value is saved.
            try XCTUnwrap(button("Next", in: note7)).emit(.clicked)
            first.quit()

            let saved = WindowRestoration(file: file).load()
            XCTAssertEqual(saved.map(\.scene), ["scene-0", "note", "note"])
            XCTAssertEqual(saved[1].value, #"{"number":107}"#)
            XCTAssertEqual(saved[1].width, 360)
            XCTAssertEqual(saved[1].height, 240)

            // A value of an older shape no longer decodes: that window is dropped.
            var edited = saved
            edited[2].value = #"{"id":"eight"}"#
            XCTAssertNil(WindowRestoration(file: file).save(edited))

            let second = launch(file)
            XCTAssertEqual(second.windows.count, 2, "the main window and note 107; the stale note is dropped")
            XCTAssertEqual(second.windows.map(\.scene.id), ["scene-0", "note"])
            XCTAssertEqual(second.windows[1].value, AnyHashable(NoteID(number: 107)))
            XCTAssertEqual(second.windows[1].currentSize.width, 360)
            XCTAssertTrue(labelTexts(in: second.windows[1].window).contains("Note 107"))
            second.quit()
        }
    }

    func testClosingTheLastWindowSavesNoWindowsAndAnUnreadableFileIsIgnored() throws {
        try gtk {
            let first = launch(nil)
            let file = first.stateFile
            first.runtime.openWindow(sceneID: "note", value: AnyHashable(NoteID(number: 1)))
            for window in first.windows { window.close() }
            XCTAssertTrue(MainLoop.run(until: { first.windows.isEmpty }))
            XCTAssertEqual(WindowRestoration(file: file).load(), [])
            first.quit()

            try Data("not json".utf8).write(to: file)
            let second = launch(file)
            XCTAssertEqual(second.windows.map(\.scene.id), ["scene-0"], "a fresh main window")
            second.quit()
        }
    }

    func testSavingReplacesTheFileAtomically() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-atomic-\(getpid())")
        let file = directory.appendingPathComponent("windows.json")
        let store = WindowRestoration(file: file)
        let window = WindowRestoration.SavedWindow(scene: "a", value: nil, width: 1, height: 2, maximized: false)
        XCTAssertNil(store.save([window]))
        XCTAssertNil(store.save([window, window]))
        XCTAssertEqual(store.load().count, 2)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(leftovers, ["windows.json"], "no temporary file is left behind")
    }

    func testTheStateFileFollowsXDGStateHome() {
        let file = WindowRestoration.defaultFile(applicationID: "org.example.Vitals")
        XCTAssertTrue(file.path.hasSuffix("/org.example.Vitals/windows.json"))
    }
}
