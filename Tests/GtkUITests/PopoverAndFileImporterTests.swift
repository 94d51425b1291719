import CGtk
import Foundation
import GtkTestSupport
import XCTest
@testable import GtkUI

private struct InfoButton: View {
    @State var showing = false
    let log: Reported<[String]>

    var body: some View {
        Button("Info") { showing = true }
            .popover(isPresented: $showing) {
                InfoContent(log: log)
            }
    }
}

private struct InfoContent: View {
    let log: Reported<[String]>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Resting heart rate")
            Button("Got it") { dismiss() }
        }
        .padding()
        .onDisappear { log.value.append("popover gone") }
    }
}

private struct ImporterView: View {
    @State var importing = false
    let chosen: Reported<[String]>

    var body: some View {
        Button("Import…") { importing = true }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.commaSeparatedText, .json]) { result in
                switch result {
                case .success(let url): chosen.value.append(url.lastPathComponent)
                case .failure(let error): chosen.value.append("error \(error)")
                }
            }
    }
}

private struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct ExporterView: View {
    @State var exporting = false
    let saved: Reported<[URL]>

    var body: some View {
        Button("Export…") { exporting = true }
            .fileExporter(isPresented: $exporting, document: TextFile(text: "68 BPM"), contentType: .plainText,
                          defaultFilename: "notes") { result in
                if case .success(let url) = result { saved.value.append(url) }
            }
    }
}

/// GTK's file chooser dialog (what GtkFileChooserNative shows without a portal) titled `title`.
@MainActor
private func chooserDialog(titled title: String) -> GTK.Window? {
    toplevelWindows().first {
        $0.title == title && $0.isVisible
            && g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer($0.objectPointer)), gtk_file_chooser_get_type()) != 0
    }
}

/// `.popover`, `.fileImporter`, `.fileExporter` and the file types behind them.
final class PopoverAndFileImporterTests: GtkTestCase {
    func testAPopoverOpensFromItsBindingAndClosesWithDismissOrEscape() throws {
        try gtk {
            let log = Reported<[String]>([])
            movePointerAway()
            defer { PointerSynthesizer.returnHome() }
            let (window, _) = show(InfoButton(log: log), width: 320, height: 240)
            defer { window.destroy() }
            XCTAssertTrue(descendants(of: window, GTK.Popover.self).isEmpty, "no popover until it is presented")
            try XCTUnwrap(buttons("Info", in: window).first).emit(.clicked)
            settle(window)
            let popover = try XCTUnwrap(descendants(of: window, GTK.Popover.self).first)
            XCTAssertTrue(MainLoop.run(until: { popover.isMapped }))
            XCTAssertTrue(labelTexts(in: popover).contains("Resting heart rate"))
            try XCTUnwrap(buttons("Got it", in: popover).first).emit(.clicked)
            XCTAssertTrue(MainLoop.run(until: { log.value == ["popover gone"] }), "dismiss() closes it, its views leave")
            XCTAssertTrue(MainLoop.run(until: { !popover.isVisible && popover.child == nil && !labelTexts(in: popover).contains("Resting heart rate") }), "the popover hides, its views gone")

            try XCTUnwrap(buttons("Info", in: window).first).emit(.clicked)
            settle(window)
            let again = try XCTUnwrap(descendants(of: window, GTK.Popover.self).first)
            XCTAssertTrue(MainLoop.run(until: { again.isMapped }))
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 2 }), "Escape closes it")
            settle(window)
            // The binding went back to false: the button presents it again.
            try XCTUnwrap(buttons("Info", in: window).first).emit(.clicked)
            settle(window)
            XCTAssertTrue(MainLoop.run(until: { again.isMapped && labelTexts(in: again).contains("Resting heart rate") }))
            XCTAssertTrue(KeySynthesizer.type("Escape"))
            XCTAssertTrue(MainLoop.run(until: { log.value.count == 3 }))
        }
    }

    func testFileTypesKnowTheirExtensionsAndMakeChooserFilters() {
        gtk {
            XCTAssertEqual(UTType(filenameExtension: "csv"), .commaSeparatedText)
            XCTAssertEqual(UTType(filenameExtension: "JSON"), .json)
            XCTAssertEqual(UTType(filenameExtension: "jpeg"), .jpeg)
            XCTAssertTrue(UTType.png.conforms(to: .image))
            XCTAssertTrue(UTType.commaSeparatedText.conforms(to: .text))
            XCTAssertEqual(UTType.zip.preferredMIMEType, "application/zip")
            XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
            let custom = UTType(filenameExtension: "fit")
            XCTAssertEqual(custom?.preferredFilenameExtension, "fit", "an unknown extension makes a type of its own")
            XCTAssertNil(UTType(filenameExtension: "csv", conformingTo: .image))
            let filter = FileChooserPresentation.filter(for: [.commaSeparatedText, .json])
            XCTAssertEqual(filter?.patterns, ["*.csv", "*.CSV", "*.json", "*.JSON"])
            XCTAssertEqual(filter?.mimeTypes, ["text/csv", "application/json"])
            XCTAssertNil(FileChooserPresentation.filter(for: [.item]), "any file: no filter")
            XCTAssertTrue(FileChooserPresentation.choosesFolders([.folder]))
        }
    }

    func testAFileImporterReportsTheChosenFileAndResetsItsBinding() throws {
        try gtk {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-importer-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("samples.csv")
            try Data("time,bpm\n".utf8).write(to: file)
            let chosen = Reported<[String]>([])
            movePointerAway()
            defer { PointerSynthesizer.returnHome() }
            let (window, _) = show(ImporterView(chosen: chosen), width: 320, height: 160)
            defer { window.destroy() }
            try XCTUnwrap(buttons("Import…", in: window).first).emit(.clicked)
            settle(window)
            let dialog = try XCTUnwrap(chooserDialog(titled: "Open File"), "GTK's file chooser opens")
            XCTAssertTrue(dialog.isModal)
            var error: UnsafeMutablePointer<GError>?
            let gfile = g_file_new_for_path(file.path)
            XCTAssertNotEqual(gtk_file_chooser_set_file(OpaquePointer(dialog.objectPointer), gfile, &error), 0)
            g_object_unref(UnsafeMutableRawPointer(gfile))
            // GTK selects the file once it has read the folder.
            XCTAssertTrue(MainLoop.run(until: {
                guard let selected = gtk_file_chooser_get_file(OpaquePointer(dialog.objectPointer)) else { return false }
                g_object_unref(UnsafeMutableRawPointer(selected))
                return true
            }))
            gtk_dialog_response(dialog.pointer(), GTK_RESPONSE_ACCEPT.rawValue)
            XCTAssertTrue(MainLoop.run(until: { chosen.value == ["samples.csv"] }))
            settle(window)

            // Cancel reports nothing; the button opens the chooser again (the binding is false).
            try XCTUnwrap(buttons("Import…", in: window).first).emit(.clicked)
            settle(window)
            let second = try XCTUnwrap(chooserDialog(titled: "Open File"))
            gtk_dialog_response(second.pointer(), GTK_RESPONSE_CANCEL.rawValue)
            XCTAssertTrue(MainLoop.run(until: { chooserDialog(titled: "Open File") == nil }))
            XCTAssertEqual(chosen.value, ["samples.csv"])
            try XCTUnwrap(buttons("Import…", in: window).first).emit(.clicked)
            settle(window)
            XCTAssertNotNil(chooserDialog(titled: "Open File"))
            try XCTUnwrap(chooserDialog(titled: "Open File")).close()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    func testAFileExporterWritesTheDocumentWhereTheUserSays() throws {
        try gtk {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-exporter-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let saved = Reported<[URL]>([])
            movePointerAway()
            defer { PointerSynthesizer.returnHome() }
            let (window, _) = show(ExporterView(saved: saved), width: 320, height: 160)
            defer { window.destroy() }
            try XCTUnwrap(buttons("Export…", in: window).first).emit(.clicked)
            settle(window)
            let dialog = try XCTUnwrap(chooserDialog(titled: "Save File"))
            let chooser = OpaquePointer(dialog.objectPointer)
            XCTAssertEqual(gtk_file_chooser_get_current_name(chooser).map { String(cString: $0) }, "notes.txt")
            var error: UnsafeMutablePointer<GError>?
            let folder = g_file_new_for_path(directory.path)
            XCTAssertNotEqual(gtk_file_chooser_set_current_folder(chooser, folder, &error), 0)
            g_object_unref(UnsafeMutableRawPointer(folder))
            gtk_dialog_response(dialog.pointer(), GTK_RESPONSE_ACCEPT.rawValue)
            XCTAssertTrue(MainLoop.run(until: { !saved.value.isEmpty }))
            let url = try XCTUnwrap(saved.value.first)
            XCTAssertEqual(url.lastPathComponent, "notes.txt")
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "68 BPM")
            try? FileManager.default.removeItem(at: directory)
        }
    }
}
