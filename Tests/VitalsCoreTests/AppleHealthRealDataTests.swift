import Foundation
import XCTest
@testable import VitalsCore

/// The real Apple Health exports of `shared/realdata/apple/` read by ``AppleHealthReader``
/// and by the standard library's XML parser (`Tests/Oracles/apple_health.py`): every
/// (time, BPM) pair must agree, as XML and zipped in each form an export comes in.
final class AppleHealthRealDataTests: XCTestCase {
    static let files = ["hkimport_export.xml", "healthkit-to-sqlite_export.xml", "apple-health-parser_export.xml"]

    func testRealExportsMatchTheOracle() throws {
        var total = 0
        for name in Self.files {
            let file = try RealData.url("apple/\(name)")
            total += try assertMatchesOracle(file, oracle: AppleHealthOracle.read(file))
        }
        XCTAssertEqual(total, 2_177 + 1 + 2, "the three files' heart-rate samples")
    }

    func testZippedRealExportsMatchTheOracle() throws {
        let folder = try AppleHealthFixtures.folder(for: self)
        let cda = try AppleHealthFixtures.write(
            "<?xml version=\"1.0\"?>\n<ClinicalDocument xmlns=\"urn:hl7-org:v3\"><title>Health</title></ClinicalDocument>\n",
            to: "export_cda.xml", in: folder)
        let route = try AppleHealthFixtures.write("<gpx version=\"1.1\"></gpx>\n", to: "route.gpx", in: folder)
        let layouts: [(name: String, stored: Bool, zip64: Bool)] = [
            ("apple_health_export/export.xml", false, false),
            ("Export/export.xml", true, false),
            ("apple_health_export/Exportieren.xml", false, true),
            ("apple_health_export/EXPORT.XML", true, true),
        ]
        for name in Self.files {
            let file = try RealData.url("apple/\(name)")
            let oracle = try AppleHealthOracle.read(file)
            for (index, layout) in layouts.enumerated() {
                let folderName = layout.name.split(separator: "/").first.map(String.init) ?? ""
                // The CDA document sorts first by name and sits beside the export.
                let archive = try AppleHealthFixtures.zip(
                    [("\(folderName)/export_cda.xml", cda), ("\(folderName)/workout-routes/route_2019-06-11.gpx", route),
                     (layout.name, file)],
                    to: "\(name)-\(index).zip", in: folder, stored: layout.stored, zip64: layout.zip64)
                let found = try assertMatchesOracle(archive, oracle: oracle)
                XCTAssertGreaterThan(found, 0, "\(name) as \(layout)")
                let (_, reader) = try AppleHealthFixtures.read(archive)
                XCTAssertEqual(reader.entry, layout.name)
            }
        }
    }

    func testSourcesOfTheRealExports() throws {
        let (samples, reader) = try AppleHealthFixtures.read(try RealData.url("apple/apple-health-parser_export.xml"))
        XCTAssertEqual(samples.sources, [SampleSource(name: "Alexandre's Apple Watch", device: "Apple Watch · Watch6,7")])
        XCTAssertEqual(reader.counts.heartRate, 2)
        XCTAssertEqual(reader.counts.other, 6)
        let garmin = try AppleHealthFixtures.read(try RealData.url("apple/hkimport_export.xml")).samples
        XCTAssertEqual(garmin.sources, [SampleSource(name: "Connect", device: nil)])
    }

    /// Compares the reader's samples of `file` with what the oracle found in it (or in the
    /// export it zips); returns the count.
    @discardableResult
    private func assertMatchesOracle(_ file: URL, oracle: AppleHealthOracle.Found, line: UInt = #line) throws -> Int {
        let (samples, reader) = try AppleHealthFixtures.read(file)
        let name = file.lastPathComponent
        let readings = samples.readings
        XCTAssertEqual(readings.count, oracle.count, name, line: line)
        XCTAssertEqual(readings.map(\.beatsPerMinute).min(), oracle.min, name, line: line)
        XCTAssertEqual(readings.map(\.beatsPerMinute).max(), oracle.max, name, line: line)
        XCTAssertEqual(readings.map(\.time).min(), oracle.first, name, line: line)
        XCTAssertEqual(readings.map(\.time).max(), oracle.last, name, line: line)
        XCTAssertEqual(samples.refused.values.reduce(0, +), oracle.refused, name, line: line)
        let pairs = readings.map { [Double($0.time), $0.beatsPerMinute] }
        XCTAssertEqual(pairs, oracle.pairs, "every (time, bpm) pair of \(name)", line: line)
        XCTAssertEqual(reader.counts.restingHeartRate, oracle.other["restingHeartRate"], name, line: line)
        XCTAssertEqual(reader.counts.heartRateVariability, oracle.other["heartRateVariability"], name, line: line)
        var perSource: [String: Int] = [:]
        for reading in readings { perSource[samples.sources[reading.source].name, default: 0] += 1 }
        XCTAssertEqual(perSource, oracle.sources, name, line: line)
        return readings.count
    }
}
