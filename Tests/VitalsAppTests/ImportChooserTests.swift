import CGtk
import Foundation
import GtkTestSupport
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// "Import…" and "Import Folder…" open GTK's file chooser through `.fileImporter`.
final class ImportChooserTests: VitalsTestCase {
    override class func setUp() {
        setenv("GSETTINGS_BACKEND", "memory", 0)
    }

    /// The shown file chooser dialog titled `title`.
    @MainActor
    private static func chooser(titled title: String) -> GTK.Window? {
        guard let list = gtk_window_list_toplevels() else { return nil }
        defer { g_list_free(list) }
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let data = current.pointee.data {
                let window = GTK.Window(retaining: data)
                if window.title == title, window.isVisible { return window }
            }
            node = current.pointee.next
        }
        return nil
    }

    func testImportOpensAFilteredChooserTitledForHeartRateFiles() throws {
        try gtk {
            // Dialogs appearing under the pointer start GTK 4.8's tooltip query, which may
            // outlive their surface: keep the pointer away.
            _ = PointerSynthesizer.move(to: (1279, 1023))
            PointerSynthesizer.pause()
            defer { PointerSynthesizer.returnHome() }
            let app = try RunningVitals()
            defer { app.quit() }
            let window = try XCTUnwrap(app.mainWindow).window
            try XCTUnwrap(button("Import…", in: window)).emit(.clicked)
            settle(window)
            let files = try XCTUnwrap(Self.chooser(titled: "Import Heart-Rate Files"))
            XCTAssertTrue(files.isModal)
            XCTAssertNotNil(button("Import", in: files), "the accept button says Import")
            let filter = try XCTUnwrap(gtk_file_chooser_get_filter(OpaquePointer(files.objectPointer)))
            XCTAssertTrue(String(cString: gtk_file_filter_get_name(filter)).contains("CSV"))
            gtk_dialog_response(files.pointer(), GTK_RESPONSE_CANCEL.rawValue)
            XCTAssertTrue(MainLoop.run(until: { Self.chooser(titled: "Import Heart-Rate Files") == nil }))
            XCTAssertNil(app.model.activeImport, "Cancel imports nothing")

            try XCTUnwrap(button("Import Folder…", in: window)).emit(.clicked)
            settle(window)
            let folders = try XCTUnwrap(Self.chooser(titled: "Import a Folder of Heart-Rate Files"))
            XCTAssertEqual(gtk_file_chooser_get_action(OpaquePointer(folders.objectPointer)), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER)
            gtk_dialog_response(folders.pointer(), GTK_RESPONSE_CANCEL.rawValue)
            XCTAssertTrue(MainLoop.run(until: { Self.chooser(titled: "Import a Folder of Heart-Rate Files") == nil }))
        }
    }
}
