import CGtk
import GtkTestSupport
import XCTest
@testable import GtkUI

private struct DeleteConfirmation: View {
    @State var asking = false
    let log: Reported<[String]>

    var body: some View {
        Button("Delete Notes…") { asking = true }
            .alert("Delete “Notes”?", isPresented: $asking) {
                Button("Delete", role: .destructive) { log.value.append("deleted") }
                Button("Cancel", role: .cancel) { log.value.append("cancelled") }
            } message: {
                Text("This cannot be undone.")
            }
    }
}

private struct ChoiceDialog: View {
    @State var choosing = false
    let log: Reported<[String]>

    var body: some View {
        Button("Export…") { choosing = true }
            .confirmationDialog("Export as", isPresented: $choosing, presenting: "samples") { what in
                Button("CSV") { log.value.append("csv \(what)") }
                Button("JSON") { log.value.append("json \(what)") }
            }
    }
}

private struct PlainAlert: View {
    @Binding var showing: Bool
    var body: some View {
        Text("Content").alert("Saved", isPresented: $showing) {}
    }
}

/// `.alert` and `.confirmationDialog`: GTK message dialogs with the views' buttons.
final class AlertTests: GtkTestCase {
    func testADeleteAlertShowsCancelFirstAndTheDestructiveButtonRed() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(DeleteConfirmation(log: log), width: 320, height: 160)
            defer { window.destroy() }
            try XCTUnwrap(buttons("Delete Notes…", in: window).first).emit(.clicked)
            settle(window)
            let alert = try XCTUnwrap(shownWindow(titled: "Delete “Notes”?"), "titled for screen readers")
            XCTAssertTrue(alert.isModal)
            XCTAssertEqual(alert.transientParent?.widgetPointer, window.widgetPointer)
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(alert.objectPointer)), GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
            XCTAssertTrue(MainLoop.run(until: { alert.isMapped }))
            settle(alert)
            XCTAssertTrue(labelTexts(in: alert).contains("This cannot be undone."))
            let shown = descendants(of: alert, GTK.Button.self)
            XCTAssertEqual(shown.map { labelTexts(in: $0) }, [["Cancel"], ["Delete"]], "Cancel first, as GNOME orders them")
            XCTAssertTrue(shown[1].hasCSSClass("destructive-action"))
            XCTAssertTrue(shown[0].accessibleProperty(.label, is: "Cancel"))
            try WidgetRenderer.render(alert).writePNG(to: Artifacts.path("alert.png"))
            // SwiftUI on macOS shows an alert panel with the app icon, the bold title, the
            // message and the buttons (Delete in red, Cancel the Escape button).

            XCTAssertTrue(MainLoop.run(until: { alert.isActive }))
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { log.value == ["cancelled"] }), "Escape clicks Cancel")
            XCTAssertTrue(MainLoop.run(until: { shownWindow(titled: "Delete “Notes”?") == nil }))

            // Presented again at once, before an update pass saw the binding go false.
            try XCTUnwrap(buttons("Delete Notes…", in: window).first).emit(.clicked)
            settle(window)
            let again = try XCTUnwrap(shownWindow(titled: "Delete “Notes”?"))
            try XCTUnwrap(buttons("Delete", in: again).first).emit(.clicked)
            XCTAssertEqual(log.value, ["cancelled", "deleted"])
            XCTAssertTrue(MainLoop.run(until: { shownWindow(titled: "Delete “Notes”?") == nil }), "a button closes the alert")
        }
    }

    func testAConfirmationDialogPresentsItsDataAndAnAlertWithoutButtonsHasOK() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(ChoiceDialog(log: log), width: 320, height: 160)
            defer { window.destroy() }
            try XCTUnwrap(buttons("Export…", in: window).first).emit(.clicked)
            settle(window)
            let dialog = try XCTUnwrap(shownWindow(titled: "Export as"))
            try XCTUnwrap(buttons("JSON", in: dialog).first).emit(.clicked)
            XCTAssertEqual(log.value, ["json samples"])

            let showing = Reported(true)
            let binding = Binding(get: { showing.value }, set: { showing.value = $0 })
            let (other, _) = show(PlainAlert(showing: binding), width: 200, height: 100)
            defer { other.destroy() }
            settle(other)
            let saved = try XCTUnwrap(shownWindow(titled: "Saved"))
            let ok = try XCTUnwrap(buttons("OK", in: saved).first)
            ok.emit(.clicked)
            XCTAssertFalse(showing.value, "OK closes it and writes the binding")
        }
    }
}
