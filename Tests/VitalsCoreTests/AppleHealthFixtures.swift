import Foundation
import XCTest
@testable import VitalsCore

/// Apple Health exports written by the tests, zipped with `Tests/Oracles/make_zip.py`, and
/// read with ``AppleHealthReader``.
enum AppleHealthFixtures {
    /// The start of an iOS 16 export: its DTD leaves `VisionPrescription`'s attribute list
    /// unclosed (expat stops at line 156 of a real one), then the root and its first children.
    static let iOS16Prologue = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 12 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
          sourceName    CDATA #REQUIRED
          startDate     CDATA #REQUIRED
          endDate       CDATA #REQUIRED
        >
        <!ELEMENT VisionPrescription ((RightEye|LeftEye|Attachment|MetadataEntry)*)>
        <!ATTLIST VisionPrescription
          type             CDATA #REQUIRED
          dateIssued       CDATA #REQUIRED
          expirationDate   CDATA #REQUIRED
          brand            CDATA #IMPLIED
        <!ELEMENT RightEye EMPTY>
        <!ATTLIST RightEye
          sphere           CDATA #IMPLIED
        >
        <!ELEMENT Attachment EMPTY>
        <!ATTLIST Attachment
          identifier       CDATA #IMPLIED
        >
        ]>
        <HealthData locale="de_DE">
         <ExportDate value="2023-01-02 10:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>

        """

    /// A watch's device description as HealthKit writes it (escaped for an attribute), at
    /// object address `address` and software `software`.
    static func watch(_ address: String = "282a45810", software: String = "9.1") -> String {
        "&lt;&lt;HKDevice: 0x\(address)&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, "
            + "hardware:Watch6,2, software:\(software)&gt;"
    }

    /// A heart-rate record as HealthKit writes it.
    static func heartRate(_ value: String, at date: String, source: String = "Tom’s Apple Watch",
                          device: String? = watch(), unit: String = "count/min") -> String {
        let deviceAttribute = device.map { " device=\"\($0)\"" } ?? ""
        return """
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="\(source)" sourceVersion="9.1"\(deviceAttribute) unit="\(unit)" creationDate="\(date)" startDate="\(date)" endDate="\(date)" value="\(value)">
              <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
             </Record>

            """
    }

    /// A whole export: the iOS 16 prologue, `body`, and the closing tag.
    static func export(_ body: String) -> String {
        iOS16Prologue + body + "</HealthData>\n"
    }

    /// A fresh folder for one test's files, removed when the test ends.
    static func folder(for test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-health-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Writes `text` to `name` in `folder`.
    static func write(_ text: String, to name: String, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// A zip archive `name` in `folder` holding `entries` (name in the archive → file), built
    /// by Python (`zipfile`, or by hand in zip64 form).
    static func zip(_ entries: [(String, URL)], to name: String, in folder: URL, stored: Bool = false,
                    zip64: Bool = false) throws -> URL {
        let archive = folder.appendingPathComponent(name)
        var arguments = [archive.path]
        if stored { arguments.append("--stored") }
        if zip64 { arguments.append("--zip64") }
        arguments += entries.map { "\($0.0)=\($0.1.path)" }
        try AppleHealthOracle.run("make_zip.py", arguments)
        return archive
    }

    /// What the reader found in `file`.
    static func read(_ file: URL) throws -> (samples: CollectedSamples, reader: AppleHealthReader) {
        var reader = AppleHealthReader(file: file)
        var samples = CollectedSamples()
        try reader.read(into: &samples)
        return (samples, reader)
    }

    /// What the reader found in the export `text` (read from memory).
    static func read(text: String) throws -> (samples: CollectedSamples, reader: AppleHealthReader) {
        var reader = AppleHealthReader(bytes: Array(text.utf8), file: URL(fileURLWithPath: "/exports/export.xml"))
        var samples = CollectedSamples()
        try reader.read(into: &samples)
        return (samples, reader)
    }

    /// The error reading `bytes` throws, failing the test when it throws none or another kind.
    static func error(reading bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> ImportError? {
        var reader = AppleHealthReader(bytes: bytes, file: URL(fileURLWithPath: "/exports/export.zip"))
        var samples = CollectedSamples()
        do {
            try reader.read(into: &samples)
            XCTFail("read without an error", file: file, line: line)
        } catch let error as ImportError {
            return error
        } catch {
            XCTFail("threw \(error), not an ImportError", file: file, line: line)
        }
        return nil
    }
}
