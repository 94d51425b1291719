import CGtk
import Foundation
import XCTest
@testable import GtkUI
import GtkTestSupport

/// Records what commands and views did.
@MainActor
final class CommandLog {
    static var entries: [String] = []
}

/// A text whose renames register their inverse with an undo manager, so undoing one
/// registers its redo.
@MainActor
final class Renamable {
    var name = "first"

    func rename(to newName: String, _ undoManager: UndoManager?) {
        let old = name
        name = newName
        undoManager?.registerUndo(withTarget: self) { $0.rename(to: old, undoManager) }
        undoManager?.setActionName("Rename")
    }
}

struct RenameView: View {
    @Environment(\.undoManager) private var undoManager
    let item: Renamable

    var body: some View {
        VStack {
            Text("Renaming")
            Button("Rename") { item.rename(to: "second", undoManager) }
            Button("Save") { CommandLog.entries.append("save button") }
                .keyboardShortcut("s")
        }
    }
}

/// Presents `window` until it has the keyboard focus and keeps it through a frame (without
/// a window manager, a closed dialog's focus changes can arrive late). It is presented with
/// the X server's time: GTK's default, the last input event's time, is older than a focus
/// change made since (a focused window going), and the X server ignores such requests.
@MainActor
func focus(_ window: GTK.Window) -> Bool {
    typealias ServerTime = @convention(c) (OpaquePointer?) -> UInt32
    let serverTime = XTest.symbol("gdk_x11_get_server_time", as: ServerTime.self)
    for _ in 0..<5 {
        if let serverTime, let surface = gtk_native_get_surface(OpaquePointer(window.objectPointer)) {
            gtk_window_present_with_time(window.windowPointer, serverTime(surface))
        } else {
            window.present()
        }
        if MainLoop.run(until: { gtk_window_is_active(window.windowPointer) != 0 }, timeout: .seconds(1)) {
            settle(window)
            if gtk_window_is_active(window.windowPointer) != 0 { return true }
        }
    }
    return false
}

/// Menus, actions, GNOME's shortcuts (typed on the X display), undo, dialogs.
final class SceneCommandsTests: GtkTestCase {
    override func setUp() {
        MainActor.assumeIsolated { CommandLog.entries = [] }
    }

    func testCommandMenusAndGroupsBecomeMenuItemsWithActionsAndAccelerators() throws {
        try gtk {
            let app = TestApp {
                WindowGroup("Main") { Text("Main") }
                    .commands {
                        CommandMenu("Heart") {
                            Button("Record") { CommandLog.entries.append("record") }
                                .keyboardShortcut("r", modifiers: [.command, .shift])
                            Divider()
                            Button("Disabled") {}.disabled(true)
                        }
                        CommandGroup(replacing: .newItem) {
                            Button("New Reading") { CommandLog.entries.append("new reading") }
                                .keyboardShortcut("n")
                        }
                        CommandGroup(after: .appInfo) {
                            Button("Donate") {}
                        }
                    }
            }
            let application = app.runtime.application
            XCTAssertEqual(
                menuLabels(app.runtime.menu.root),
                ["New Reading", "Undo", "Redo", "Cut", "Copy", "Paste", "Heart", "Record", "Disabled", "Keyboard Shortcuts",
                 "About Scene Tests", "Donate"])
            XCTAssertEqual(application.actions(forAccelerator: "<Control>n"), ["app.command-0"],
                           "the replaced New Window gives up Ctrl+N")
            XCTAssertFalse(application.hasAction(named: "new-window"))
            XCTAssertEqual(application.actions(forAccelerator: "<Shift><Control>r"), ["app.command-1"])
            XCTAssertTrue(application.activateAction(named: "command-1"))
            XCTAssertTrue(application.activateAction(named: "command-0"))
            XCTAssertFalse(application.activateAction(named: "command-2"), "a disabled item's action is disabled")
            XCTAssertEqual(CommandLog.entries, ["record", "new reading"])
            app.quit()
        }
    }

    func testCommandsRemovedLeavesOutTheScenesMenuItemsAndShortcut() {
        gtk {
            let app = TestApp {
                WindowGroup("Main") { Text("Main") }.commandsRemoved()
                Window("Inspector", id: "inspector") { Text("Inspecting") }.commandsRemoved()
                Window("Log", id: "log") { Text("Log") }.keyboardShortcut("l", modifiers: [.command, .option])
            }
            let labels = menuLabels(app.runtime.menu.root)
            XCTAssertFalse(labels.contains("New Window"))
            XCTAssertFalse(labels.contains("Inspector"))
            XCTAssertTrue(labels.contains("Log"))
            XCTAssertEqual(app.runtime.application.actions(forAccelerator: "<Control>n"), [])
            XCTAssertEqual(app.runtime.application.actions(forAccelerator: "<Control><Alt>l"), ["app.open-scene-2"])
            app.quit()
        }
    }

    func testGnomeShortcutsTypedOnTheDisplayReachTheirActions() throws {
        try gtk {
            let item = Renamable()
            let app = TestApp {
                WindowGroup("Main") { RenameView(item: item) }
                Window("Log", id: "log") { Text("Log") }.keyboardShortcut("l", modifiers: [.command, .option])
            }
            let main = try XCTUnwrap(app.windows.first)
            XCTAssertTrue(MainLoop.run(until: { gtk_window_is_active(main.window.windowPointer) != 0 }),
                          "the window has the keyboard focus")

            XCTAssertTrue(KeySynthesizer.type("<Control>n"))
            XCTAssertTrue(MainLoop.run(until: { app.windows.count == 2 }), "Ctrl+N opens a main window")
            let second = app.windows[1]
            app.settleWindows()
            XCTAssertTrue(MainLoop.run(until: { gtk_window_is_active(second.window.windowPointer) != 0 }))

            XCTAssertTrue(KeySynthesizer.type("<Control>s"))
            XCTAssertTrue(MainLoop.run(until: { CommandLog.entries == ["save button"] }),
                          "a button's keyboard shortcut clicks it")

            try XCTUnwrap(button("Rename", in: second)).emit(.clicked)
            XCTAssertEqual(item.name, "second")
            XCTAssertEqual(menuLabels(app.runtime.menu.root).filter { $0.hasPrefix("Undo") }, ["Undo Rename"])
            XCTAssertTrue(KeySynthesizer.type("<Control>z"))
            XCTAssertTrue(MainLoop.run(until: { item.name == "first" }), "Ctrl+Z undoes in the active window")
            XCTAssertEqual(menuLabels(app.runtime.menu.root).filter { $0.hasPrefix("Redo") }, ["Redo Rename"])
            XCTAssertFalse(main.undoManager.canRedo, "each window has its own undo manager")
            XCTAssertTrue(KeySynthesizer.type("<Shift><Control>z"))
            XCTAssertTrue(MainLoop.run(until: { item.name == "second" }), "Shift+Ctrl+Z redoes")

            XCTAssertTrue(KeySynthesizer.type("<Control><Alt>l"))
            XCTAssertTrue(MainLoop.run(until: { app.windows.contains { $0.scene.id == "log" } }),
                          "a scene's shortcut opens its window")
            let log = try XCTUnwrap(app.windows.first { $0.scene.id == "log" })
            app.settleWindows()
            XCTAssertTrue(MainLoop.run(until: { gtk_window_is_active(log.window.windowPointer) != 0 }))
            XCTAssertTrue(KeySynthesizer.type("<Control>w"))
            XCTAssertTrue(MainLoop.run(until: { !app.windows.contains { $0 === log } }), "Ctrl+W closes the window")

            // Without a window manager nothing takes the focus back: give it to a window.
            XCTAssertTrue(focus(second.window))
            XCTAssertTrue(KeySynthesizer.type("<Control>q"))
            XCTAssertTrue(MainLoop.run(until: { app.windows.isEmpty }), "Ctrl+Q quits, closing every window")
        }
    }

    func testControlQuestionMarkShowsTheKeyboardShortcutsWindow() throws {
        try gtk {
            let app = TestApp { WindowGroup("Main") { Text("Main") } }
            let main = try XCTUnwrap(app.windows.first)
            XCTAssertTrue(focus(main.window))
            XCTAssertTrue(KeySynthesizer.type("<Control>question"))
            XCTAssertTrue(MainLoop.run(until: { !app.runtime.openAuxiliaryWindows.isEmpty }),
                          "Ctrl+? shows the keyboard shortcuts window")
            let shortcuts = try XCTUnwrap(app.runtime.openAuxiliaryWindows.first)
            XCTAssertEqual(shortcuts.typeName, "GtkShortcutsWindow")
            shortcuts.close()
            XCTAssertTrue(MainLoop.run(until: { app.runtime.openAuxiliaryWindows.isEmpty }))

            app.quit()
        }
    }

    func testTheShortcutsWindowListsEveryRegisteredShortcutAndAboutShowsTheApp() throws {
        try gtk {
            let app = TestApp {
                WindowGroup("Main") { Text("Main") }
                    .commands {
                        CommandMenu("Heart <&>") {
                            Button("Record") {}.keyboardShortcut("r", modifiers: [.command, .shift])
                        }
                    }
            }
            let listings = app.runtime.commands.listings
            XCTAssertEqual(listings.map(\.title), [
                "New Window", "Quit", "Keyboard Shortcuts", "Close Window", "Main Menu", "Row Menu",
                "Cut", "Copy", "Paste", "Undo", "Redo", "Record",
            ])
            XCTAssertEqual(listings.last?.group, "Heart <&>")
            let xml = ShortcutsWindow.xml(listings)
            XCTAssertTrue(xml.contains("Heart &lt;&amp;&gt;"), "titles are escaped")
            let shortcuts = try XCTUnwrap(ShortcutsWindow.make(listings))
            XCTAssertEqual(shortcuts.typeName, "GtkShortcutsWindow")
            shortcuts.destroy()

            XCTAssertTrue(app.runtime.application.activateAction(named: "about"))
            let about = try XCTUnwrap(app.runtime.openAuxiliaryWindows.first)
            XCTAssertEqual(about.typeName, "GtkAboutDialog")
            XCTAssertEqual(
                gtk_about_dialog_get_program_name(OpaquePointer(about.objectPointer)).map { String(cString: $0) },
                "Scene Tests")
            about.close()
            XCTAssertTrue(MainLoop.run(until: { app.runtime.openAuxiliaryWindows.isEmpty }))
            app.quit()
        }
    }

    func testMenuBarExtraIsAcceptedAndIgnored() {
        gtk {
            let app = TestApp {
                WindowGroup("Main") { Text("Main") }
                MenuBarExtra("Status", systemImage: "heart") { Text("Status") }
            }
            XCTAssertEqual(app.runtime.scenes.windows.count, 1)
            XCTAssertEqual(app.windows.count, 1)
            app.quit()
        }
    }
}
