import CGtk
import XCTest
@testable import GtkUI

@MainActor
private final class ShortcutState: ObservableObject {
    @Published var showsAdd = true
}

private struct ShortcutButtons: View {
    @ObservedObject var state: ShortcutState

    var body: some View {
        VStack {
            if state.showsAdd {
                Button("Add Item") {}.keyboardShortcut("n", modifiers: [.command, .shift])
            }
            Button { } label: { Image(systemName: "trash") }
                .help("Delete Item")
                .keyboardShortcut("d", modifiers: [.command, .shift])
            Button("No Shortcut") {}
        }
    }
}

/// The keyboard-shortcuts window lists the shortcuts of the buttons on screen.
final class WindowShortcutListingTests: GtkTestCase {
    func testButtonShortcutsOnScreenAreListedUnderTheWindowsTitle() throws {
        try gtk {
            let state = ShortcutState()
            let app = TestApp { WindowGroup("Main") { ShortcutButtons(state: state) } }
            let main = try XCTUnwrap(app.windows.first)
            let listings = WindowShortcutListings.listings(in: main.window, group: "Main")
            XCTAssertEqual(listings, [
                AppCommands.Listing(group: "Main", title: "Add Item", accelerator: "<Shift><Control>n"),
                AppCommands.Listing(group: "Main", title: "Delete Item", accelerator: "<Shift><Control>d"),
            ])

            app.runtime.windowBecameActive(main)
            app.runtime.showShortcutsWindow()
            let shortcuts = try XCTUnwrap(app.runtime.openAuxiliaryWindows.first)
            let titles = Self.shortcutTitles(in: shortcuts)
            XCTAssertTrue(titles.contains("Add Item"), "\(titles)")
            XCTAssertTrue(titles.contains("New Window"), "\(titles)")
            shortcuts.close()
            XCTAssertTrue(MainLoop.run(until: { app.runtime.openAuxiliaryWindows.isEmpty }))

            // A button that leaves the screen leaves the listing.
            state.showsAdd = false
            settle(main.window)
            XCTAssertEqual(WindowShortcutListings.listings(in: main.window, group: "Main").map(\.title), ["Delete Item"])
            app.quit()
        }
    }

    @MainActor
    private static func shortcutTitles(in window: GTK.Widget) -> [String] {
        var titles: [String] = []
        for child in window.children {
            if child.typeName == "GtkShortcutsShortcut", let title = child.stringProperty("title") {
                titles.append(title)
            }
            titles += shortcutTitles(in: child)
        }
        return titles
    }
}
