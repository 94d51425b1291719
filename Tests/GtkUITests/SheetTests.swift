import CGtk
import GtkTestSupport
import XCTest
@testable import GtkUI

private struct SettingsSheet: View {
    let log: Reported<[String]>
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text("Notifications are on")
            Text(isPresented ? "in a presentation" : "not presented")
            Button("Close") { dismiss() }
        }
        .padding()
        .navigationTitle("Settings")
        .onDisappear { log.value.append("sheet gone") }
    }
}

private struct SheetPresenter: View {
    @State var showing = false
    let log: Reported<[String]>

    var body: some View {
        VStack {
            Button("Show settings") { showing = true }
            Text(showing ? "showing" : "hidden")
        }
        .sheet(isPresented: $showing, onDismiss: { log.value.append("dismissed") }) {
            SettingsSheet(log: log)
        }
    }
}

private struct Note: Identifiable {
    let id: Int
    let text: String
}

private struct ItemPresenter: View {
    @Binding var note: Note?

    var body: some View {
        Text("Notes").sheet(item: $note) { note in Text("Editing \(note.text)").navigationTitle("Note \(note.id)") }
    }
}

private struct StackInSheet: View {
    @State var showing = true

    var body: some View {
        Text("Main").sheet(isPresented: $showing) {
            NavigationStack {
                VStack {
                    Text("Options")
                    NavigationLink("More") { Text("More options").navigationTitle("More") }
                }
                .navigationTitle("Options")
            }
        }
    }
}

/// `.sheet(isPresented:)` and `.sheet(item:)`: a modal window over the view's window.
final class SheetTests: GtkTestCase {
    func testEscapeInASheetGoesBackBeforeItClosesTheSheet() throws {
        try gtk {
            let (window, _) = show(StackInSheet(), width: 320, height: 200)
            defer { window.destroy() }
            settle(window)
            let sheet = try XCTUnwrap(shownWindow(titled: "Options"))
            XCTAssertTrue(MainLoop.run(until: { sheet.isMapped && sheet.isActive }))
            settle(sheet)
            let header = try XCTUnwrap(descendants(of: sheet, GTK.HeaderBar.self).first)
            XCTAssertNotNil(descendants(of: header, GTK.Button.self).first { $0.accessibleProperty(.label, is: "Back") },
                            "the stack's back button is in the sheet's header bar")
            try XCTUnwrap(buttons("More", in: sheet).first).emit(.clicked)
            settle(sheet)
            XCTAssertEqual(sheet.title, "More")
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { sheet.title == "Options" }), "Escape goes back first")
            settle(sheet)
            XCTAssertTrue(sheet.isVisible, "the sheet stays")
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { shownWindow(titled: "Options") == nil }), "then Escape closes the sheet")
        }
    }

    func testASheetOpensModalOverItsWindowAndClosesWithDismiss() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(SheetPresenter(log: log), width: 320, height: 200)
            defer { window.destroy() }
            XCTAssertNil(shownWindow(titled: "Settings"))
            try XCTUnwrap(buttons("Show settings", in: window).first).emit(.clicked)
            settle(window)
            let sheet = try XCTUnwrap(shownWindow(titled: "Settings"), "the sheet is titled by its navigationTitle")
            XCTAssertTrue(sheet.isModal)
            XCTAssertEqual(sheet.transientParent?.widgetPointer, window.widgetPointer)
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(sheet.objectPointer)), GTK_ACCESSIBLE_ROLE_DIALOG)
            XCTAssertTrue(MainLoop.run(until: { sheet.isMapped }))
            settle(sheet)
            XCTAssertTrue(labelTexts(in: sheet).contains("Notifications are on"))
            XCTAssertTrue(labelTexts(in: sheet).contains("in a presentation"))
            XCTAssertTrue(labelTexts(in: window).contains("showing"))
            try WidgetRenderer.render(sheet).writePNG(to: Artifacts.path("sheet.png"))
            // SwiftUI on macOS shows the same code as a sheet sliding down from the
            // window's title bar, without a title; on iOS a card rising from the bottom.

            try XCTUnwrap(buttons("Close", in: sheet).first).emit(.clicked)
            XCTAssertEqual(log.value, ["sheet gone", "dismissed"], "dismiss() closes the sheet, then onDismiss runs")
            settle(window)
            XCTAssertTrue(labelTexts(in: window).contains("hidden"), "closing writes false to the binding")
            XCTAssertNil(shownWindow(titled: "Settings"))
        }
    }

    func testEscapeAndTheBindingCloseTheSheet() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(SheetPresenter(log: log), width: 320, height: 200)
            defer { window.destroy() }
            try XCTUnwrap(buttons("Show settings", in: window).first).emit(.clicked)
            settle(window)
            let sheet = try XCTUnwrap(shownWindow(titled: "Settings"))
            XCTAssertTrue(MainLoop.run(until: { sheet.isMapped && sheet.isActive }), "the sheet takes the focus")
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { log.value == ["sheet gone", "dismissed"] }), "Escape closes the sheet")
            settle(window)
            XCTAssertTrue(labelTexts(in: window).contains("hidden"))

            // Closing from the window's close button (close-request) works the same.
            try XCTUnwrap(buttons("Show settings", in: window).first).emit(.clicked)
            settle(window)
            try XCTUnwrap(shownWindow(titled: "Settings")).close()
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 4 }))
            XCTAssertNil(shownWindow(titled: "Settings"))
        }
    }

    func testAnItemSheetFollowsTheItem() throws {
        try gtk {
            let note = Reported<Note?>(nil)
            let binding = Binding(get: { note.value }, set: { note.value = $0 })
            let (window, hosting) = show(ItemPresenter(note: binding), width: 320, height: 200)
            defer { window.destroy() }
            note.value = Note(id: 1, text: "first")
            hosting.rootView = ItemPresenter(note: binding)
            settle(window)
            let first = try XCTUnwrap(shownWindow(titled: "Note 1"))
            XCTAssertTrue(labelTexts(in: first).contains("Editing first"))
            note.value = Note(id: 2, text: "second")
            hosting.rootView = ItemPresenter(note: binding)
            settle(window)
            XCTAssertNil(shownWindow(titled: "Note 1"), "another item replaces the sheet")
            let second = try XCTUnwrap(shownWindow(titled: "Note 2"))
            XCTAssertTrue(MainLoop.run(until: { second.isMapped }))
            second.close()
            XCTAssertTrue(MainLoop.run(until: { shownWindow(titled: "Note 2") == nil }))
            XCTAssertNil(note.value, "closing sets the item to nil")
        }
    }

    func testADismissedSheetReleasesItsWindowAndViews() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(SheetPresenter(log: log), width: 320, height: 200)
            defer { window.destroy() }
            // Once, for what loads once (style rules, icons).
            try XCTUnwrap(buttons("Show settings", in: window).first).emit(.clicked)
            settle(window)
            try XCTUnwrap(buttons("Close", in: try XCTUnwrap(shownWindow(titled: "Settings"))).first).emit(.clicked)
            settle(window)
            MainLoop.drain()
            let baseline = LiveObjects.count
            let closures = LiveObjects.signalClosureCount
            try XCTUnwrap(buttons("Show settings", in: window).first).emit(.clicked)
            settle(window)
            do {
                // The test's handles are let go of before counting.
                let sheet = try XCTUnwrap(shownWindow(titled: "Settings"))
                settle(sheet)
                XCTAssertGreaterThan(LiveObjects.count, baseline)
                try XCTUnwrap(buttons("Close", in: sheet).first).emit(.clicked)
            }
            settle(window)
            XCTAssertTrue(
                MainLoop.run(until: { LiveObjects.count == baseline }), "still alive: \(LiveObjects.countsByType)")
            XCTAssertEqual(LiveObjects.signalClosureCount, closures, "signal closures released")
        }
    }
}
