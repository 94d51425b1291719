import Foundation
import XCTest
@testable import VitalsCore

/// Broken Apple Health exports: each gives an ``ImportError`` naming the entry and the place,
/// and nothing crashes or hangs, also on random damage.
final class AppleHealthBadInputTests: XCTestCase {
    private typealias F = AppleHealthFixtures
    private let may13 = "2019-05-13 08:14:38 +0200"

    private func message(_ text: String) -> String {
        F.error(reading: Array(text.utf8))?.message ?? ""
    }

    private func zipBytes(_ entries: [(String, String)], zip64: Bool = false) throws -> [UInt8] {
        let folder = try F.folder(for: self)
        let files = try entries.enumerated().map { index, entry in
            (entry.0, try F.write(entry.1, to: "file-\(index)", in: folder))
        }
        return try Array(Data(contentsOf: F.zip(files, to: "test.zip", in: folder, zip64: zip64)))
    }

    func testZipWithoutAnExportSaysWhatItHolds() throws {
        let cda = "<?xml version=\"1.0\"?>\n<ClinicalDocument><title/></ClinicalDocument>\n"
        let bytes = try zipBytes([("apple_health_export/export_cda.xml", cda), ("apple_health_export/notes.txt", "hi")])
        let error = try XCTUnwrap(F.error(reading: bytes))
        XCTAssertEqual(error.message, "/exports/export.zip: the zip archive holds no Apple Health export (an XML file "
            + "whose root element is <HealthData>, usually apple_health_export/export.xml); it holds 2 entries: "
            + "apple_health_export/export_cda.xml, apple_health_export/notes.txt; its XML files are not exports: "
            + "apple_health_export/export_cda.xml (root <ClinicalDocument>). Nothing from this file was imported.")
        let empty = try XCTUnwrap(F.error(reading: [0x50, 0x4B, 5, 6] + [UInt8](repeating: 0, count: 18)))
        XCTAssertTrue(empty.message.contains("it is empty"), empty.message)
    }

    func testTruncatedZip() throws {
        let export = F.export((0..<200).map { F.heartRate("\(60 + $0 % 40)", at: may13) }.joined())
        let bytes = try zipBytes([("apple_health_export/export.xml", export)])
        for cut in [bytes.count - 1, bytes.count - 30, bytes.count / 2, 10] {
            let error = try XCTUnwrap(F.error(reading: Array(bytes[0..<cut])))
            XCTAssertTrue(error.message.contains("truncated"), error.message)
            guard case let .invalid(_, place, _) = error, case .byte = place.position else {
                return XCTFail("no byte offset in \(error)")
            }
        }
    }

    func testDamagedZipData() throws {
        let export = F.export((0..<200).map { F.heartRate("\(60 + $0 % 40)", at: may13) }.joined())
        let bytes = try zipBytes([("apple_health_export/export.xml", export)], zip64: true)
        var damaged = bytes
        let middle = 30 + "apple_health_export/export.xml".utf8.count + 20 + 400
        damaged[middle] ^= 0x55
        let error = try XCTUnwrap(F.error(reading: damaged))
        XCTAssertTrue(error.message.contains("of apple_health_export/export.xml"), error.message)
        XCTAssertTrue(error.message.contains("damaged") || error.message.contains("CRC-32")
                      || error.message.contains("line"), error.message)
    }

    func testTruncatedXML() throws {
        let export = F.export(F.heartRate("72", at: may13) + F.heartRate("73", at: may13))
        let cut = Array(export.utf8.prefix(export.utf8.count - 60))
        let error = try XCTUnwrap(F.error(reading: cut))
        guard case let .invalid(_, place, _) = error, case .line = place.position else {
            return XCTFail("no line in \(error)")
        }
        // Zipped, the message names the entry too.
        let zipped = try XCTUnwrap(F.error(reading: zipBytes([("apple_health_export/export.xml", String(decoding: cut, as: UTF8.self))])))
        XCTAssertTrue(zipped.message.contains("of apple_health_export/export.xml"), zipped.message)
        XCTAssertTrue(zipped.message.contains("line "), zipped.message)
    }

    func testWrongRootElement() {
        let text = message("<?xml version=\"1.0\"?>\n<ClinicalDocument xmlns=\"urn:hl7-org:v3\">\n</ClinicalDocument>\n")
        XCTAssertEqual(text, "/exports/export.zip, line 2, column 1: the root element is <ClinicalDocument>, not "
                       + "<HealthData>: this is not an Apple Health export. Nothing from this file was imported.")
        XCTAssertTrue(message("").contains("/exports/export.zip"))
        XCTAssertTrue(message("just text").contains("/exports/export.zip"))
    }

    func testNonNumericValueNamesEntryAndLine() throws {
        let export = F.export(F.heartRate("72", at: may13) + F.heartRate("seventy", at: may13))
        let line = export.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("seventy") }.map { $0 + 1 } ?? 0
        XCTAssertTrue(message(export).hasPrefix("/exports/export.zip, line \(line), column "), message(export))
        XCTAssertTrue(message(export).contains("the heart rate “seventy” is not a number"))
        let zipped = try XCTUnwrap(F.error(reading: zipBytes([("Export/export.xml", export)])))
        XCTAssertTrue(zipped.message.contains("line \(line), column "), zipped.message)
        XCTAssertTrue(zipped.message.contains(" of Export/export.xml: the heart rate “seventy” is not a number"),
                      zipped.message)
        XCTAssertTrue(message(F.export(F.heartRate("", at: may13))).contains("the heart rate “” is not a number"))
        XCTAssertTrue(message(F.export(F.heartRate("NaN", at: may13))).contains("is not a number"))
        XCTAssertTrue(message(F.export(F.heartRate("72", at: may13, unit: "count/h"))).contains("unit is “count/h”"))
    }

    func testImpossibleDateNamesTheLine() {
        let export = F.export(F.heartRate("72", at: may13) + F.heartRate("72", at: "2019-02-30 08:14:38 +0200"))
        let text = message(export)
        XCTAssertTrue(text.contains("the start date “2019-02-30 08:14:38 +0200” is not a valid date"), text)
        XCTAssertTrue(text.contains(", line "), text)
    }

    func testRandomDamageNeverCrashesOrHangs() throws {
        let export = F.export((0..<30).map { F.heartRate("\(60 + $0)", at: may13) }.joined())
        let xml = Array(export.utf8)
        let zipped = try zipBytes([("apple_health_export/export.xml", export)])
        let zip64 = try zipBytes([("apple_health_export/export.xml", export)], zip64: true)
        var generator = SeededGenerator(seed: 99)
        let deadline = Date().addingTimeInterval(4)
        var runs = 0
        while Date() < deadline {
            var bytes = [xml, zipped, zip64][runs % 3]
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            case 2:
                let start = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...64, using: &generator)))
            default:
                bytes = (0..<Int.random(in: 0...512, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                if runs % 2 == 0, bytes.count >= 4 { bytes.replaceSubrange(0..<4, with: [0x50, 0x4B, 3, 4]) }
            }
            var reader = AppleHealthReader(bytes: bytes, file: URL(fileURLWithPath: "/fuzz"))
            var samples = CollectedSamples(limit: 100_000)
            do {
                try reader.read(into: &samples)
            } catch is ImportError {
            } catch {
                XCTFail("threw \(error), not an ImportError")
            }
            runs += 1
        }
        XCTAssertGreaterThan(runs, 100)
    }
}
