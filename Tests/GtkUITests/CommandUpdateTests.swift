import CGtk
import Foundation
import Observation
import XCTest
@testable import GtkUI

/// A recorder whose state the app's commands read.
@Observable
final class Recorder: @unchecked Sendable {
    var isRecording = false
    var canRecord = true
    var marks = false
}

/// Shortcut preferences the commands follow.
final class ShortcutPreferences: ObservableObject, @unchecked Sendable {
    @Published var useShift = false
}

/// Commands of their own type, following an observed object.
struct CalibrationCommands: Commands {
    @ObservedObject var preferences: ShortcutPreferences

    var body: some Commands {
        CommandMenu("Tools") {
            Button("Calibrate") { CommandLog.entries.append("calibrate") }
                .keyboardShortcut("k", modifiers: preferences.useShift ? [.command, .shift] : .command)
        }
    }
}

/// `.commands { }` follows the state it reads: titles, disabled states, items, shortcuts.
final class CommandUpdateTests: GtkTestCase {
    override func setUp() {
        MainActor.assumeIsolated { CommandLog.entries = [] }
    }

    @MainActor
    private static func heart(_ app: TestApp) -> [String] {
        let labels = menuLabels(app.runtime.menu.root)
        guard let start = labels.firstIndex(of: "Heart"), let end = labels.firstIndex(of: "Tools") else { return [] }
        return Array(labels[(start + 1)..<end])
    }

    /// The submenu called `title` in a section of the primary menu.
    @MainActor
    private static func submenu(_ title: String, in app: TestApp) -> GIO.Menu? {
        let root = app.runtime.menu.root
        for index in 0..<root.itemCount {
            guard let section = root.link(at: index) else { continue }
            for item in 0..<section.itemCount where section.label(at: item) == title {
                return section.link(at: item)
            }
        }
        return nil
    }

    /// Commands of their own type follow their `@ObservedObject` alone: a change to it is the
    /// only thing that resolves them again.
    func testCommandsFollowTheirObservedObject() throws {
        try gtk {
            let preferences = ShortcutPreferences()
            let app = TestApp {
                WindowGroup("Main") { Text("Main") }
                    .commands { CalibrationCommands(preferences: preferences) }
            }
            defer { app.quit() }
            let application = app.runtime.application
            MainLoop.drain()
            XCTAssertEqual(application.actions(forAccelerator: "<Control>k"), ["app.command-0"])
            preferences.useShift = true
            XCTAssertTrue(MainLoop.run(until: { application.actions(forAccelerator: "<Shift><Control>k") == ["app.command-0"] }),
                          "the shortcut follows the observed object")
            XCTAssertEqual(application.actions(forAccelerator: "<Control>k"), [])
        }
    }

    func testCommandsFollowTheStateTheyRead() throws {
        try gtk {
            MainLoop.drain()
            let baseline = liveObjectsButMenus()
            let closures = LiveObjects.signalClosureCount
            let recorder = Recorder()
            let preferences = ShortcutPreferences()
            try {
            let app = TestApp {
                WindowGroup("Main") { Text("Main") }
                    .commands {
                        CommandMenu("Heart") {
                            Button(recorder.isRecording ? "Stop" : "Record") { recorder.isRecording.toggle() }
                                .disabled(!recorder.canRecord)
                            if recorder.marks {
                                Button("Mark") { CommandLog.entries.append("mark") }
                            }
                        }
                        CalibrationCommands(preferences: preferences)
                    }
            }
            let application = app.runtime.application
            let heartMenu = try XCTUnwrap(Self.submenu("Heart", in: app))
            XCTAssertEqual(Self.heart(app), ["Record"])
            XCTAssertTrue(application.activateAction(named: "command-0"))
            XCTAssertTrue(recorder.isRecording)
            XCTAssertTrue(MainLoop.run(until: { Self.heart(app) == ["Stop"] }), "the title follows: \(Self.heart(app))")

            recorder.canRecord = false
            XCTAssertTrue(MainLoop.run(until: { g_action_group_get_action_enabled(application.opaquePointer, "command-0") == 0 }),
                          "a button disabled by the state disables its item")
            XCTAssertFalse(application.activateAction(named: "command-0"))
            recorder.canRecord = true

            recorder.marks = true
            XCTAssertTrue(MainLoop.run(until: { Self.heart(app) == ["Stop", "Mark"] }), "\(Self.heart(app))")
            XCTAssertTrue(application.activateAction(named: "command-0"))
            XCTAssertFalse(recorder.isRecording, "the first item kept its action")
            XCTAssertTrue(application.activateAction(named: "command-1"))
            XCTAssertEqual(CommandLog.entries, ["mark"])

            XCTAssertEqual(application.actions(forAccelerator: "<Control>k"), ["app.command-2"])
            preferences.useShift = true
            XCTAssertTrue(MainLoop.run(until: { application.actions(forAccelerator: "<Shift><Control>k") == ["app.command-2"] }),
                          "the shortcut follows the observed object")
            XCTAssertEqual(application.actions(forAccelerator: "<Control>k"), [])
            XCTAssertEqual(app.runtime.commands.listings.last?.accelerator, "<Shift><Control>k")

            recorder.marks = false
            XCTAssertTrue(MainLoop.run(until: { Self.heart(app) == ["Record"] }), "\(Self.heart(app))")
            XCTAssertEqual(application.actions(forAccelerator: "<Shift><Control>k"), ["app.command-1"])
            XCTAssertFalse(application.hasAction(named: "command-2"), "the action no item uses is gone")
            let sameMenu = try XCTUnwrap(Self.submenu("Heart", in: app))
            XCTAssertEqual(sameMenu, heartMenu, "the menus are refilled in place, never replaced")
            app.quit()
            }()
            // GTK 4.8's menu button keeps the menus it showed (see SceneWindowTests).
            XCTAssertTrue(MainLoop.run(until: { liveObjectsButMenus() == baseline }), "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures, "the command actions' closures are released")
        }
    }
}

/// How many objects are alive, not counting menu models (GTK 4.8 keeps those a menu
/// button showed).
@MainActor
func liveObjectsButMenus() -> Int {
    LiveObjects.count - (LiveObjects.countsByType["GMenu"] ?? 0)
}
