import Foundation
import XCTest
@testable import GtkUI

extension UTType {
    static let reading = UTType(exportedAs: "io.github.gtkui.tests.reading")
}

/// A value of the app's own type, with a text form for other apps.
struct Reading: Codable, Equatable, Transferable {
    var bpm: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .reading)
        ProxyRepresentation(exporting: { "\($0.bpm) BPM" })
    }
}

/// Transferable values, UTTypes and item providers become MIME data and back.
final class TransferableTests: GtkTestCase {
    func testACustomTypeTravelsAsItsOwnMIMETypeAndAsText() throws {
        let item = Reading.transferItem(Reading(bpm: 78))
        XCTAssertEqual(item.representations.map(\.contentType), [.reading, .utf8PlainText])
        let parts = TransferWire.encode([item])
        XCTAssertEqual(parts.map(\.mime), ["application/x-io.github.gtkui.tests.reading", "text/plain;charset=utf-8", "text/plain"])
        XCTAssertEqual(parts.last.map { String(decoding: $0.data, as: UTF8.self) }, "78 BPM")

        let received = TransferWire.decode(parts[0].data, mime: parts[0].mime)
        XCTAssertEqual(received.compactMap(Reading.value(from:)), [Reading(bpm: 78)])
        XCTAssertNil(Reading.value(from: TransferWire.decode(parts[1].data, mime: parts[1].mime)[0]),
                     "text does not import as a reading (the proxy only exports)")
        XCTAssertEqual(TransferWire.mimeTypes(accepting: Reading.importedContentTypes), ["application/x-io.github.gtkui.tests.reading"])
        XCTAssertEqual(UTType("io.github.gtkui.tests.reading"), .reading, "declared types are found by identifier")
    }

    func testURIListsHoldOneItemPerURLAndStringsAcceptAnyPlainText() throws {
        let urls = [URL(fileURLWithPath: "/tmp/a b.csv"), URL(string: "https://example.org/x")!]
        let parts = TransferWire.encode(urls.map(URL.transferItem))
        XCTAssertEqual(parts.map(\.mime), ["text/uri-list"])
        XCTAssertEqual(String(decoding: parts[0].data, as: UTF8.self), "file:///tmp/a%20b.csv\r\nhttps://example.org/x\r\n")
        XCTAssertEqual(URL.transferItem(urls[1]).representations.map(\.contentType), [.url], "a web URL is no file")
        let items = TransferWire.decode(parts[0].data, mime: "text/uri-list")
        XCTAssertEqual(items.map { $0.representations[0].contentType }, [.fileURL, .url])
        XCTAssertEqual(items.compactMap(URL.value(from:)), urls)

        XCTAssertEqual(TransferWire.mimeTypes(accepting: [.fileURL]), ["text/uri-list"])
        XCTAssertEqual(TransferWire.mimeTypes(accepting: [.plainText]), ["text/plain;charset=utf-8", "text/plain"])
        let latin = TransferWire.decode(Data("héllo".utf8), mime: "text/plain")
        XCTAssertEqual(latin.compactMap(String.value(from:)), ["héllo"])
    }

    func testItemProvidersLoadWhatTheyWereMadeWith() throws {
        try gtk {
            let text = NSItemProvider(object: "78 BPM" as NSString)
            XCTAssertEqual(text.registeredTypeIdentifiers, ["public.utf8-plain-text"])
            XCTAssertTrue(text.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
            XCTAssertTrue(text.canLoadObject(ofClass: String.self))
            XCTAssertFalse(text.canLoadObject(ofClass: URL.self))
            let file = try XCTUnwrap(NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/notes.txt")))
            let loaded = Reported<[String]>([])
            text.loadObject(ofClass: String.self) { string, _ in loaded.value.append(string ?? "nil") }
            file.loadItem(forTypeIdentifier: UTType.fileURL.identifier) { item, _ in
                let url = (item as? Data).flatMap { URL(dataRepresentation: $0, relativeTo: nil) }
                loaded.value.append(url?.path ?? "nil")
            }
            text.loadObject(ofClass: URL.self) { url, error in
                loaded.value.append(error.map { "\($0)" } ?? "\(String(describing: url))")
            }
            XCTAssertEqual(loaded.value, [], "completions run later, as Apple's do")
            XCTAssertTrue(MainLoop.run(until: { loaded.value.count == 3 }))
            XCTAssertEqual(loaded.value, ["78 BPM", "/tmp/notes.txt", "the item has no data of type public.url"])
        }
    }
}
