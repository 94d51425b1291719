import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// A running app in this process: its GtkApplication registered (not unique) and
/// activated, its loop driven by the test.
@MainActor
final class TestApp {
    private static var counter = 0
    let runtime: AppRuntime
    let stateFile: URL

    /// An app whose commands are read again from `body` when what they read changes.
    init<Body: Scene>(
        stateFile: URL? = nil, about: AboutInformation = AboutInformation(name: "Scene Tests", version: "1.0"),
        @SceneBuilder _ body: @escaping @MainActor () -> Body
    ) {
        Self.counter += 1
        self.stateFile = stateFile ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkui-scenes-\(getpid())-\(Self.counter)/windows.json")
        runtime = AppRuntime(
            makeBody: body, applicationID: "io.github.gtkui.tests.Scenes\(Self.counter)",
            about: about, unique: false,
            stateFile: self.stateFile)
        runtime.launchInProcess()
        settleWindows()
    }

    var windows: [SceneWindow] { runtime.windows }

    /// Waits until every open window is mapped and painted.
    func settleWindows(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(
            MainLoop.run(until: { self.runtime.windows.allSatisfy { $0.window.isMapped } }),
            "windows mapped", file: file, line: line)
        for window in runtime.windows { settle(window.window) }
    }

    /// Opens a second main window, lets `close` look at it and close it, and checks that
    /// everything the window made is released: GObjects and signal closures back to what
    /// they were before.
    func assertAWindowReleasesEverything(
        file: StaticString = #filePath, line: UInt = #line, closing close: (SceneWindow) throws -> Void
    ) throws {
        MainLoop.drain()
        let baseline = LiveObjects.count
        let closures = LiveObjects.signalClosureCount
        do {
            let second = try XCTUnwrap(runtime.openMainWindow(), file: file, line: line)
            settleWindows(file: file, line: line)
            XCTAssertGreaterThan(LiveObjects.count, baseline, file: file, line: line)
            try close(second)
        }
        XCTAssertTrue(MainLoop.run(until: { self.windows.count == 1 }), file: file, line: line)
        XCTAssertTrue(
            MainLoop.run(until: { LiveObjects.count == baseline }),
            "still alive: \(LiveObjects.countsByType)", file: file, line: line)
        XCTAssertEqual(LiveObjects.signalClosureCount, closures, file: file, line: line)
    }

    /// Quits (saving the windows) and waits until they are gone.
    func quit(file: StaticString = #filePath, line: UInt = #line) {
        runtime.quit()
        XCTAssertTrue(MainLoop.run(until: { self.runtime.windows.isEmpty }), file: file, line: line)
    }
}

/// The labels of a menu's items, sections and submenus flattened, in order.
@MainActor
func menuLabels(_ menu: GIO.Menu) -> [String] {
    var labels: [String] = []
    for index in 0..<menu.itemCount {
        if let label = menu.label(at: index) { labels.append(label) }
        if let link = menu.link(at: index) { labels += menuLabels(link) }
    }
    return labels
}

/// The button in `window` whose label shows `title`.
@MainActor
func button(_ title: String, in window: SceneWindow) -> GTK.Button? {
    descendants(of: window.window, GTK.Button.self).first { labelTexts(in: $0).contains(title) }
}
