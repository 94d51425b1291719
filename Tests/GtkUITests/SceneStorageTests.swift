import Foundation
import XCTest
@testable import GtkUI

/// A tab picker whose choice is kept per window with `@SceneStorage`.
private struct Tabs: View {
    @SceneStorage("tab") private var tab = 0
    @SceneStorage("search") private var search: String?

    var body: some View {
        VStack {
            Text("Tab \(tab)")
            Text("Search \(search ?? "none")")
            Button("Next tab") {
                tab += 1
                search = "bpm"
            }
        }
    }
}

@MainActor
private func launch(_ stateFile: URL?) -> TestApp {
    TestApp(stateFile: stateFile) { WindowGroup("Tabs") { Tabs() } }
}

/// `@SceneStorage`: values per window, saved with the window and restored with it.
final class SceneStorageTests: GtkTestCase {
    func testEachWindowKeepsItsOwnValuesAcrossLaunches() throws {
        try gtk {
            let first = launch(nil)
            let second = try XCTUnwrap(first.runtime.openMainWindow())
            first.settleWindows()
            let one = first.windows[0]
            try XCTUnwrap(button("Next tab", in: one)).emit(.clicked)
            try XCTUnwrap(button("Next tab", in: one)).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { labelTexts(in: one.window).contains("Tab 2") }), "the view updates")
            XCTAssertTrue(labelTexts(in: one.window).contains("Search bpm"))
            XCTAssertTrue(labelTexts(in: second.window).contains("Tab 0"), "another window has its own values")
            XCTAssertTrue(labelTexts(in: second.window).contains("Search none"))
            let file = first.stateFile
            first.quit()

            let saved = WindowRestoration(file: file).load()
            XCTAssertEqual(saved.count, 2)
            XCTAssertEqual(saved[0].sceneStorage, ["tab": .int(2), "search": .string("bpm")])
            XCTAssertNil(saved[1].sceneStorage, "a window that stored nothing saves nothing")

            let again = launch(file)
            XCTAssertEqual(again.windows.count, 2)
            XCTAssertTrue(labelTexts(in: again.windows[0].window).contains("Tab 2"), "restored with its window")
            XCTAssertTrue(labelTexts(in: again.windows[1].window).contains("Tab 0"))
            again.quit()
        }
    }

    func testOutsideAWindowTheValueLivesWithTheView() throws {
        try gtk {
            let (window, hosting) = show(Tabs(), width: 200, height: 120)
            defer { window.destroy() }
            try XCTUnwrap(descendants(of: hosting.widget, GTK.Button.self).first).emit(.clicked)
            settle(window)
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("Tab 1"))
        }
    }
}
