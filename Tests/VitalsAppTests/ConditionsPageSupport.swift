import CGtk
import Foundation
import XCTest
@testable import GtkUI
@testable import VitalsApp
import GtkTestSupport

extension RunningVitals {
    /// The app over a database holding `conditions`, its main window active on the
    /// Conditions page.
    static func onConditionsPage(_ conditions: [String]) throws -> RunningVitals {
        let app = try RunningVitals { try $0.addConditions(conditions) }
        try app.showConditionsPage()
        try app.focusMainWindow()
        return app
    }

    /// Shows the main window's Conditions page with its header bar switcher, as a click does.
    func showConditionsPage(file: StaticString = #filePath, line: UInt = #line) throws {
        let window = try XCTUnwrap(mainWindow, file: file, line: line)
        let switcher = try XCTUnwrap(pageButton("Conditions"), "the page switcher in the header bar", file: file, line: line)
        switcher.emit(.clicked)
        settle(window.window)
        XCTAssertNotNil(searchEntry, "the Conditions page is shown", file: file, line: line)
    }

    /// The main window's page switcher button titled `title`.
    func pageButton(_ title: String) -> GTK.Button? {
        mainWindow.flatMap { window in
            widgets(named: "GtkToggleButton", in: window.window).compactMap { $0.cast(to: GTK.Button.self) }
                .first { $0.label == title }
        }
    }

    /// The Conditions page's search field.
    var searchEntry: GTK.Widget? {
        // Not the one in the page drop-down's popover (a narrow window's page switcher).
        mainWindow.flatMap { window in
            widgets(named: "GtkSearchEntry", in: window.window).first { widget in
                !widgets(named: "GtkDropDown", in: window.window).contains { gtk_widget_is_ancestor(widget.widgetPointer, $0.widgetPointer) != 0 }
            }
        }
    }

    /// The condition fields on screen, top to bottom.
    var conditionFields: [GTK.Entry] {
        guard let window = mainWindow, let list = widgets(named: "GtkListView", in: window.window).first else { return [] }
        return rows(of: list).filter(\.isMapped).flatMap { widgets(named: "GtkEntry", in: $0) }
            .compactMap { $0.cast(to: GTK.Entry.self) }
    }

    /// The texts of the condition fields on screen.
    var fieldTexts: [String] { conditionFields.map(\.text) }

    /// Gives the main window the keyboard focus, as a window manager would.
    func focusMainWindow(file: StaticString = #filePath, line: UInt = #line) throws {
        let window = try XCTUnwrap(mainWindow, file: file, line: line).window
        var active = false
        for _ in 0..<5 where !active {
            window.present()
            active = MainLoop.run(until: { gtk_window_is_active(window.windowPointer) != 0 }, timeout: .seconds(1))
        }
        XCTAssertTrue(active, "the main window is active", file: file, line: line)
    }
}

/// Types `text` on the X display, key by key, as a person does.
@MainActor
func typeOnDisplay(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    for character in text.unicodeScalars {
        let keyval = gdk_unicode_to_keyval(character.value)
        // Accelerators name letters in lower case: a capital is Shift and the letter.
        let lower = gdk_keyval_to_lower(keyval)
        guard let name = gdk_keyval_name(lower) else {
            XCTFail("no key for \(character)", file: file, line: line)
            return
        }
        let accelerator = (lower != keyval ? "<Shift>" : "") + String(cString: name)
        XCTAssertTrue(KeySynthesizer.type(accelerator), "typing \(character)", file: file, line: line)
    }
}
