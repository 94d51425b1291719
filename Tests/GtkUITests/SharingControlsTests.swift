import Foundation
import XCTest
@testable import GtkUI
import GtkTestSupport

/// `ColorPicker`, `ShareLink` and `EditButton`, with SwiftUI's spelling.
final class SharingControlsTests: GtkTestCase {
    private struct AccentPicker: View {
        @Binding var accent: Color
        var body: some View {
            ColorPicker("Accent", selection: $accent, supportsOpacity: false)
        }
    }

    func testAColorPickerShowsAndWritesItsBinding() throws {
        try gtk {
            let chosen = Reported(Color.red)
            let binding = Binding(get: { chosen.value }, set: { chosen.value = $0 })
            let (window, hosting) = show(AccentPicker(accent: binding), width: 300, height: 60)
            defer { window.destroy() }
            // SwiftUI on macOS: the title, then a color well showing red.
            XCTAssertEqual(labelTexts(in: hosting.widget), ["Accent"])
            let button = try XCTUnwrap(descendants(of: hosting.widget, GTK.ColorButton.self).first)
            XCTAssertEqual(button.color, Color.red.resolve(in: button))
            XCTAssertFalse(button.usesAlpha)
            XCTAssertTrue(button.accessibleProperty(.label, is: "Accent"), "named by its title")
            try WidgetRenderer.render(window).writePNG(to: Artifacts.path("color-picker.png"))

            // The user chooses blue in GTK's chooser.
            button.color = RGBA(red: 0, green: 0, blue: 1)
            button.emit(.colorSet)
            XCTAssertEqual(chosen.value.resolve(in: button), RGBA(red: 0, green: 0, blue: 1))
        }
    }

    func testShareLinkOffersCopyAndEmail() throws {
        try gtk {
            let url = URL(string: "https://example.org/report?id=7")!
            let opened = Reported<[URL]>([])
            let view = ShareLink(item: url, subject: Text("Weekly report"), message: Text("Here it is"))
                .environment(\.openURL, OpenURLAction { opened.value.append($0); return .handled })
            let (window, hosting) = show(view, width: 240, height: 200)
            defer { window.destroy() }
            let menu = try XCTUnwrap(descendants(of: hosting.widget, GTK.MenuButton.self).first)
            XCTAssertTrue(menu.accessibleProperty(.label, is: "Share"))
            let popover = try XCTUnwrap(menu.popover)
            menu.popup()
            XCTAssertTrue(MainLoop.run(until: { popover.isMapped }))
            let items = descendants(of: popover, GTK.Button.self)
            XCTAssertEqual(items.map { labelTexts(in: $0) }, [["Copy"], ["Send by Email…"]])
            items[0].emit(.clicked)
            XCTAssertTrue(clipboardBecomes(url.absoluteString), "the link is on the clipboard")

            menu.popup()
            XCTAssertTrue(MainLoop.run(until: { popover.isMapped }))
            descendants(of: popover, GTK.Button.self)[1].emit(.clicked)
            let mail = try XCTUnwrap(opened.value.first)
            let components = try XCTUnwrap(URLComponents(url: mail, resolvingAgainstBaseURL: false))
            XCTAssertEqual(mail.scheme, "mailto")
            XCTAssertEqual(components.queryItems?.first { $0.name == "subject" }?.value, "Weekly report")
            XCTAssertEqual(
                components.queryItems?.first { $0.name == "body" }?.value, "Here it is\n\n\(url.absoluteString)",
                "the query survives encoding")
        }
    }

    func testShareLinkOfDataOffersOnlyCopy() {
        let link = ShareLink(item: Data([1, 2, 3]))
        XCTAssertNil(MainActor.assumeIsolated { link.mailURL }, "data cannot go in a mail body")
    }

    func testEditButtonTogglesTheWindowsEditMode() throws {
        try gtk {
            struct Editor: View {
                @Environment(\.editMode) private var editMode
                var body: some View {
                    VStack {
                        EditButton()
                        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "viewing")
                    }
                }
            }
            let app = TestApp { WindowGroup("Edit") { Editor() } }
            let window = app.windows[0]
            XCTAssertTrue(labelTexts(in: window.window).contains("viewing"))
            let edit = try XCTUnwrap(button("Edit", in: window))
            edit.emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { labelTexts(in: window.window).contains("editing") }))
            XCTAssertNotNil(button("Done", in: window), "the button says Done while editing")
            app.quit()

            // Outside a GtkUI window there is no edit mode: the button is insensitive.
            let (plain, hosting) = show(EditButton())
            defer { plain.destroy() }
            XCTAssertEqual(descendants(of: hosting.widget, GTK.Button.self).first?.isSensitive, false)
        }
    }
}
