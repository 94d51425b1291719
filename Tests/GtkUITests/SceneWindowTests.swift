import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// A note presented in its own window.
struct NoteID: Hashable, Codable {
    var number: Int
}

/// Shows the presented note and lets the test change it through the binding.
struct NoteView: View {
    @Binding var note: NoteID?
    @State private var edits = 0

    var body: some View {
        VStack {
            Text("Note \(note.map { String($0.number) } ?? "none")")
            Button("Next") {
                edits += 1
                note = note.map { NoteID(number: $0.number + 100) }
            }
        }
    }
}

/// Opens windows from inside a window, with the environment's actions.
struct OpenerView: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack {
            Text("Opener")
            Button("Open 7") { openWindow(value: NoteID(number: 7)) }
            Button("Inspector") { openWindow(id: "inspector") }
            Button("Close") { dismissWindow() }
        }
    }
}

/// WindowGroup, WindowGroup(for:), Window, openWindow and dismissWindow on a real
/// GtkApplication.
final class SceneWindowTests: GtkTestCase {
    func testLaunchOpensTheFirstScenesWindowWithAHeaderBarMenu() {
        gtk {
            let app = TestApp {
                WindowGroup("Main") { OpenerView() }
                WindowGroup("Note", for: NoteID.self) { $note in NoteView(note: $note) }
            }
            XCTAssertEqual(app.windows.count, 1)
            let main = app.windows[0]
            XCTAssertEqual(main.window.title, "Main")
            XCTAssertTrue(labelTexts(in: main.window).contains("Opener"))
            let header = descendants(of: main.window, GTK.HeaderBar.self)
            XCTAssertEqual(header.count, 1, "a header bar with the primary menu button")
            let labels = menuLabels(app.runtime.menu.root)
            XCTAssertEqual(labels, ["New Window", "Undo", "Redo", "Cut", "Copy", "Paste", "Keyboard Shortcuts", "About Scene Tests"])
            app.quit()
        }
    }

    func testOpeningAValueOpensOneWindowPerValueAndReusesItForAnEqualValue() throws {
        try gtk {
            let app = TestApp {
                WindowGroup("Main") { OpenerView() }
                WindowGroup("Note", id: "note", for: NoteID.self) { $note in NoteView(note: $note) }
            }
            let main = try XCTUnwrap(app.windows.first)
            let open7 = try XCTUnwrap(button("Open 7", in: main))
            open7.emit(.clicked)
            XCTAssertEqual(app.windows.count, 2)
            let note = app.windows[1]
            XCTAssertEqual(note.value, AnyHashable(NoteID(number: 7)))
            app.settleWindows()
            XCTAssertTrue(labelTexts(in: note.window).contains("Note 7"))

            open7.emit(.clicked)
            XCTAssertEqual(app.windows.count, 2, "an equal value brings its window to the front")
            app.runtime.openWindow(sceneID: "note", value: AnyHashable(NoteID(number: 8)))
            XCTAssertEqual(app.windows.count, 3, "another value, another window")
            app.settleWindows()

            // The view changes its value through the binding: the window shows and is
            // found by the new value.
            let next = try XCTUnwrap(button("Next", in: note))
            next.emit(.clicked)
            XCTAssertEqual(note.value, AnyHashable(NoteID(number: 107)))
            settle(note.window)
            XCTAssertTrue(labelTexts(in: note.window).contains("Note 107"))
            app.runtime.openWindow(sceneID: nil, value: AnyHashable(NoteID(number: 107)))
            XCTAssertEqual(app.windows.count, 3)
            app.runtime.openWindow(sceneID: nil, value: AnyHashable(NoteID(number: 7)))
            XCTAssertEqual(app.windows.count, 4, "7 is no longer presented")
            app.quit()
        }
    }

    func testAWindowSceneHasExactlyOneWindowListedInTheMenu() throws {
        try gtk {
            let app = TestApp {
                WindowGroup("Main") { OpenerView() }
                Window("Inspector", id: "inspector") { Text("Inspecting") }
            }
            let main = try XCTUnwrap(app.windows.first)
            XCTAssertTrue(menuLabels(app.runtime.menu.root).contains("Inspector"), "the window section lists it")
            let inspector = try XCTUnwrap(button("Inspector", in: main))
            inspector.emit(.clicked)
            inspector.emit(.clicked)
            XCTAssertEqual(app.windows.filter { $0.scene.id == "inspector" }.count, 1)
            app.quit()
        }
    }

    func testDismissingAWindowDismantlesEverythingInIt() throws {
        try gtk {
            let app = TestApp {
                WindowGroup("Main") { OpenerView() }
                WindowGroup("Note", for: NoteID.self) { $note in NoteView(note: $note) }
            }
            try app.assertAWindowReleasesEverything { second in
                try XCTUnwrap(button("Close", in: second)).emit(.clicked)
            }
            app.quit()
        }
    }

    func testQuittingReleasesTheApplicationAndEveryWindow() {
        gtk {
            let baseline = LiveObjects.count
            let closures = LiveObjects.signalClosureCount
            var sections = 0
            do {
                let app = TestApp {
                    WindowGroup("Main") { OpenerView() }
                    Window("Inspector", id: "inspector") { Text("Inspecting") }
                }
                app.runtime.openWindow(sceneID: "inspector", value: nil)
                app.runtime.openMainWindow()
                app.settleWindows()
                sections = app.runtime.menu.root.itemCount
                app.quit()
            }
            // GTK 4.8's popover menu keeps a reference to every section model it showed
            // after it is destroyed (reproduced in plain C: a GtkMenuButton whose model has
            // one section, destroyed with its window, leaves the section alive). The app's
            // one shared menu leaves exactly its sections; everything else is released.
            XCTAssertGreaterThan(sections, 0)
            XCTAssertTrue(
                MainLoop.run(until: { LiveObjects.count == baseline + sections }),
                "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(LiveObjects.countsByType["GtkApplication"], nil)
            XCTAssertEqual(LiveObjects.signalClosureCount, closures)
        }
    }

    func testDefaultSizeAndResizability() throws {
        try gtk {
            let app = TestApp {
                WindowGroup("Main") { Text("Sized") }
                    .defaultSize(width: 420, height: 260)
                Window("Fixed", id: "fixed") { Text("Fixed") }
                    .windowResizability(.contentSize)
                    .defaultPosition(.topLeading)
            }
            let main = try XCTUnwrap(app.windows.first)
            XCTAssertEqual(main.currentSize.width, 420)
            XCTAssertEqual(main.currentSize.height, 260)
            XCTAssertEqual(gtk_window_get_resizable(main.window.windowPointer), 1)
            let fixed = try XCTUnwrap(app.runtime.openWindow(sceneID: "fixed", value: nil))
            XCTAssertEqual(gtk_window_get_resizable(fixed.window.windowPointer), 0)
            app.quit()
        }
    }
}
