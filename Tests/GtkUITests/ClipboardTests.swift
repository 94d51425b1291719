import CGtk
import Foundation
import XCTest
@testable import GtkUI
import GtkTestSupport

/// Views that copy, cut and paste, and a text field, in one window.
struct ClipboardBoard: View {
    let log: Reported<[String]>
    let files: [URL]
    @State private var note = ""

    var body: some View {
        VStack {
            Text("Source").padding().focusable()
                .copyable(["78 BPM"])
            Text("Files").padding().focusable()
                .onCopyCommand { files.compactMap { NSItemProvider(contentsOf: $0) } }
            Text("Destination").padding().focusable()
                .pasteDestination(for: String.self) { log.value += $0.map { "pasted \($0)" } }
            Text("File drop").padding().focusable()
                .onPasteCommand(of: [.fileURL]) { providers in
                    for provider in providers {
                        provider.loadObject(ofClass: URL.self) { url, _ in
                            log.value.append("file \(url?.path ?? "?")")
                        }
                    }
                }
            TextField("Note", text: $note)
        }
        .onCopyCommand {
            log.value.append("outer copy")
            return [NSItemProvider(object: "outer" as NSString)]
        }
    }
}

/// The padded, focusable bin that shows `title`.
@MainActor
func bin(showing title: String, in root: GTK.Widget) -> GTK.Widget? {
    descendants(of: root, GTK.Bin.self).first { bin in
        bin.isFocusable && labelTexts(in: bin) == [title]
    }
}

/// Copy and paste over GdkClipboard with keys typed on the X display and through the menu.
final class ClipboardTests: GtkTestCase {
    func testCopyInOneViewAndPasteInAnotherWithTheKeyboard() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(ClipboardBoard(log: log, files: []), width: 320, height: 320)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            let source = try XCTUnwrap(bin(showing: "Source", in: window))
            let destination = try XCTUnwrap(bin(showing: "Destination", in: window))

            XCTAssertTrue(source.grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>c"))
            XCTAssertTrue(clipboardBecomes("78 BPM"), "other GTK programs read the copied text")
            XCTAssertEqual(log.value, [], "the innermost view handled Copy, not the stack around it")

            XCTAssertTrue(destination.grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>v"))
            XCTAssertTrue(MainLoop.run(until: { log.value == ["pasted 78 BPM"] }), "\(log.value)")

            // A view without its own Copy: the stack around it handles the key.
            XCTAssertTrue(try XCTUnwrap(bin(showing: "File drop", in: window)).grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>c"))
            XCTAssertTrue(MainLoop.run(until: { log.value.last == "outer copy" }), "\(log.value)")
            XCTAssertTrue(clipboardBecomes("outer"))
        }
    }

    func testAFocusedTextFieldKeepsItsOwnCopyAndPaste() throws {
        try gtk {
            let log = Reported<[String]>([])
            let (window, _) = show(ClipboardBoard(log: log, files: []), width: 320, height: 320)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            XCTAssertTrue(try XCTUnwrap(bin(showing: "Source", in: window)).grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>c"))
            XCTAssertTrue(clipboardBecomes("78 BPM"))

            // Pasted into the field by GTK's own paste, not the stack's handlers.
            let field = try XCTUnwrap(descendants(of: window, GTK.Entry.self).first)
            XCTAssertTrue(field.grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>v"))
            XCTAssertTrue(MainLoop.run(until: { field.text == "78 BPM" }), "the field pasted: \(field.text)")

            // Copies its own selection.
            gtk_editable_select_region(field.editablePointer, 0, 2)
            XCTAssertTrue(KeySynthesizer.type("<Control>c"))
            XCTAssertTrue(clipboardBecomes("78"))
            XCTAssertEqual(log.value, [], "the stack's copy did not run")
        }
    }

    func testFileURLsRoundTripAsAURIList() throws {
        try gtk {
            let log = Reported<[String]>([])
            let files = [URL(fileURLWithPath: "/tmp/heart rate.csv"), URL(fileURLWithPath: "/tmp/notes.txt")]
            let (window, _) = show(ClipboardBoard(log: log, files: files), width: 320, height: 320)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            XCTAssertTrue(try XCTUnwrap(bin(showing: "Files", in: window)).grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>c"))
            XCTAssertTrue(MainLoop.run(until: { GDK.Clipboard.standard?.mimeTypes == ["text/uri-list"] }))

            XCTAssertTrue(try XCTUnwrap(bin(showing: "File drop", in: window)).grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>v"))
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 2 }), "\(log.value)")
            XCTAssertEqual(log.value, ["file /tmp/heart rate.csv", "file /tmp/notes.txt"])

            // Text is not a file: pasting it into the file view does nothing (the key goes on).
            XCTAssertTrue(try XCTUnwrap(bin(showing: "Source", in: window)).grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>c"))
            XCTAssertTrue(clipboardBecomes("78 BPM"))
            XCTAssertTrue(try XCTUnwrap(bin(showing: "File drop", in: window)).grabFocus())
            XCTAssertFalse(ClipboardCommand.paste.perform(from: try XCTUnwrap(window.windowFocus)))
            XCTAssertEqual(log.value.count, 2)
        }
    }

    func testThePrimaryMenusCutCopyAndPasteGoToTheFocusedView() throws {
        try gtk {
            let log = Reported<[String]>([])
            let app = TestApp {
                WindowGroup("Main") { ClipboardBoard(log: log, files: []) }
                    .defaultSize(width: 320, height: 360)
            }
            let main = try XCTUnwrap(app.windows.first)
            XCTAssertEqual(menuLabels(app.runtime.menu.root).filter { ["Cut", "Copy", "Paste"].contains($0) },
                           ["Cut", "Copy", "Paste"])
            XCTAssertTrue(focus(main.window))
            XCTAssertTrue(try XCTUnwrap(bin(showing: "Source", in: main.window)).grabFocus())
            // Opening the primary menu moves the focus into it; Copy still goes to the view.
            let menuButton = try XCTUnwrap(descendants(of: main.window, GTK.MenuButton.self).first)
            gtk_menu_button_popup(menuButton.menuButtonPointer)
            XCTAssertTrue(MainLoop.run(until: { main.window.windowFocus?.isInPopoverMenu ?? false }),
                          "the menu has the focus: \(focusedDescription(main.window))")
            XCTAssertTrue(main.window.activateAction(named: "copy"))
            XCTAssertEqual(clipboardText(), "78 BPM")
            gtk_menu_button_popdown(menuButton.menuButtonPointer)
            XCTAssertTrue(try XCTUnwrap(bin(showing: "Destination", in: main.window)).grabFocus())
            XCTAssertTrue(main.window.activateAction(named: "paste"))
            XCTAssertTrue(MainLoop.run(until: { log.value == ["pasted 78 BPM"] }), "\(log.value)")
            app.quit()
        }
    }

    func testCutRemovesWhatItPutsOnTheClipboardAndAValidatorChoosesThePayload() throws {
        try gtk {
            struct Readings: View {
                let log: Reported<[String]>
                @State private var readings = ["72", "78"]

                var body: some View {
                    VStack {
                        Text(readings.joined(separator: ", ")).padding().focusable()
                            .cuttable(for: String.self) {
                                guard let last = readings.popLast() else { return [] }
                                return [last + " BPM"]
                            }
                        Text("Numbers only").padding().focusable()
                            .onPasteCommand(of: [.plainText]) { providers -> Int? in
                                providers.isEmpty ? nil : 1
                            } perform: { count in
                                log.value.append("validated \(count)")
                            }
                    }
                }
            }
            let log = Reported<[String]>([])
            let (window, hosting) = show(Readings(log: log), width: 240, height: 160)
            defer { window.destroy() }
            XCTAssertTrue(focus(window))
            XCTAssertTrue(try XCTUnwrap(bin(showing: "72, 78", in: window)).grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>x"))
            XCTAssertTrue(clipboardBecomes("78 BPM"))
            settle(window)
            XCTAssertTrue(labelTexts(in: hosting.widget).contains("72"), "the cut reading left the view")

            XCTAssertTrue(try XCTUnwrap(bin(showing: "Numbers only", in: window)).grabFocus())
            XCTAssertTrue(KeySynthesizer.type("<Control>v"))
            XCTAssertTrue(MainLoop.run(until: { log.value == ["validated 1"] }), "\(log.value)")
        }
    }
}
