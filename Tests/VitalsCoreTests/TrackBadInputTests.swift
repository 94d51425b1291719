import Foundation
import XCTest
@testable import VitalsCore

/// Broken TCX and GPX input: a clear error naming the place, never a crash or a hang.
final class TrackBadInputTests: XCTestCase {
    private enum Format { case tcx, gpx }

    private func read(_ bytes: [UInt8], as format: Format, chunk: Int = .max) throws -> CollectedSamples {
        var sink = CollectedSamples(limit: 100_000)
        let source = ChunkedBytes(bytes, chunk: chunk)
        switch format {
        case .tcx:
            var reader = TCXReader(source: source, file: XMLTestSupport.file)
            try reader.read(into: &sink)
        case .gpx:
            var reader = GPXReader(source: source, file: XMLTestSupport.file)
            try reader.read(into: &sink)
        }
        return sink
    }

    private func error(_ text: String, as format: Format) -> ImportError? {
        do {
            _ = try read(Array(text.utf8), as: format)
            XCTFail("no error for \(text.prefix(200))")
            return nil
        } catch {
            XCTAssertTrue(error is ImportError, "\(error)")
            return error as? ImportError
        }
    }

    private static func gpxPoint(_ time: String, _ heartRate: String) -> String {
        "<gpx creator='t'>\n<trk><trkseg>\n  <trkpt lat='1' lon='2'><time>\(time)</time>\n"
            + "    <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(heartRate)</gpxtpx:hr>"
            + "</gpxtpx:TrackPointExtension></extensions></trkpt>\n</trkseg></trk></gpx>"
    }

    private static func tcxPoint(_ time: String, _ heartRate: String) -> String {
        "<TrainingCenterDatabase><Activities><Activity><Lap><Track>\n<Trackpoint>\n  <Time>\(time)</Time>\n"
            + "  <HeartRateBpm><Value>\(heartRate)</Value></HeartRateBpm>\n</Trackpoint>\n"
            + "</Track></Lap></Activity></Activities></TrainingCenterDatabase>"
    }

    func testANonNumericHeartRateNamesItsPlace() {
        let gpx = error(Self.gpxPoint("2021-03-04T05:00:00Z", " 1x0"), as: .gpx)
        XCTAssertEqual(gpx?.reason, "the heart rate “1x0” is not a number")
        XCTAssertEqual(gpx?.place, FilePlace(.line(4, column: 57)))
        let tcx = error(Self.tcxPoint("2021-03-04T05:00:00Z", "high"), as: .tcx)
        XCTAssertEqual(tcx?.reason, "the heart rate “high” is not a number")
        XCTAssertEqual(tcx?.place, FilePlace(.line(4, column: 24)))
        XCTAssertEqual(tcx?.message, "/test/input.xml, line 4, column 24: the heart rate “high” is not a number. "
                       + "Nothing from this file was imported.")
    }

    func testAnImpossibleOrMalformedTimeNamesItsPlace() {
        let gpx = error(Self.gpxPoint("2019-02-30T10:00:00Z", "100"), as: .gpx)
        XCTAssertEqual(gpx?.reason, "the time “2019-02-30T10:00:00Z” does not exist")
        XCTAssertEqual(gpx?.place, FilePlace(.line(3, column: 32)))
        let tcx = error(Self.tcxPoint("yesterday", "100"), as: .tcx)
        XCTAssertEqual(tcx?.reason, "the time “yesterday” is not an ISO 8601 date and time")
        XCTAssertEqual(tcx?.place, FilePlace(.line(3, column: 9)))
    }

    func testTheWrongRootElementIsNamed() throws {
        let tcx = try String(contentsOf: RealData.url("tcx/sweatpy_edge1000_activity_5039744860.tcx"), encoding: .utf8)
        let asGPX = error(tcx, as: .gpx)
        XCTAssertEqual(asGPX?.reason, "the root element is <TrainingCenterDatabase> (a TCX file), not the <gpx> of a GPX file")
        XCTAssertEqual(asGPX?.place, FilePlace(.line(2, column: 1)))
        let gpx = try String(contentsOf: RealData.url("gpx/sweatpy_edge1000_activity_5039744860.gpx"), encoding: .utf8)
        XCTAssertEqual(error(gpx, as: .tcx)?.reason,
                       "the root element is <gpx> (a GPX file), not the <TrainingCenterDatabase> of a TCX file")
        XCTAssertEqual(error("<HealthData/>", as: .tcx)?.reason,
                       "the root element is <HealthData> (an Apple Health export), not the <TrainingCenterDatabase> of a TCX file")
    }

    func testEmptyAndRootlessFiles() {
        for format in [Format.tcx, .gpx] {
            XCTAssertEqual(error("", as: format)?.reason, "the file is empty")
            XCTAssertEqual(error("<?xml version='1.0'?>\n\n", as: format)?.reason, "the file has no root element")
            XCTAssertEqual(error("timestamp,bpm\n2020-01-01T00:00:00Z,60\n", as: format)?.reason,
                           "text before the root element")
        }
    }

    func testEveryTruncationOfTheRealFilesIsAnError() throws {
        let files = try RealData.files(in: "tcx") + RealData.files(in: "gpx")
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            let format: Format = file.pathExtension == "tcx" ? .tcx : .gpx
            let complete = try read(bytes, as: format).readings.count
            XCTAssertGreaterThan(complete, 0)
            // The last byte that matters is the root end tag's `>`.
            let rootEnd = (bytes.lastIndex(of: UInt8(ascii: ">")) ?? 0) + 1
            let cuts = Set(stride(from: 0, to: rootEnd, by: max(1, rootEnd / 40)).map { $0 } + Array((rootEnd - 30)..<rootEnd))
            for cut in cuts.sorted() {
                XCTAssertThrowsError(try read(Array(bytes[..<cut]), as: format, chunk: 65_536), "\(file.lastPathComponent) cut at \(cut)") { error in
                    guard case let .invalid(_, place, _)? = error as? ImportError, case .line = place.position else {
                        return XCTFail("\(error)")
                    }
                }
            }
        }
    }

    func testMutatedFilesNeverCrashOrHang() throws {
        var generator = SeededGenerator(seed: 25)
        let seeds: [(Format, [UInt8])] = try [
            (.tcx, Array(TCXSamples.document(activities: [TCXSamples.activity(
                laps: [[("2020-06-01T14:52:40Z", "150"), ("2020-06-01T14:52:41Z", "151")]],
                creator: "<Name>Edge</Name><UnitId>1</UnitId>")]).utf8)),
            (.gpx, Array(GPXReaderTests.dialects.utf8)),
            (.tcx, Array(Data(contentsOf: RealData.url("tcx/sweatpy_edge1000_activity_5039744860.tcx")).prefix(6000))
                + Array("</Track></Lap></Activity></Activities></TrainingCenterDatabase>".utf8)),
        ]
        let alphabet = Array("<>/?!-[]\"'=&;#:. \n0123456789TZ+hrHeartRateBpmValueTimetrkpt".utf8)
        let deadline = Date().addingTimeInterval(4)
        var runs = 0
        var outcomes = [0, 0]
        while Date() < deadline {
            let (format, seed) = seeds[runs % seeds.count]
            var bytes = seed
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let index = Int.random(in: 0..<max(1, bytes.count), using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0 where !bytes.isEmpty: bytes[index] = alphabet.randomElement(using: &generator) ?? 0
                case 1 where !bytes.isEmpty: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...20, using: &generator)))
                case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: min(index, bytes.count))
                case 3 where bytes.count > 100:
                    let start = Int.random(in: 0..<bytes.count - 50, using: &generator)
                    bytes.insert(contentsOf: bytes[start..<start + 50], at: index)
                default: bytes = Array(bytes.prefix(index))
                }
            }
            do {
                _ = try read(bytes, as: format, chunk: Int.random(in: 1...512, using: &generator))
                outcomes[0] += 1
            } catch {
                XCTAssertTrue(error is ImportError, "\(error)")
                outcomes[1] += 1
            }
            runs += 1
        }
        XCTAssertGreaterThan(runs, 500)
        XCTAssertGreaterThan(outcomes[0], 0, "some mutations still read")
        XCTAssertGreaterThan(outcomes[1], 0, "some mutations are errors")
        print("mutation loop: \(runs) inputs, \(outcomes[0]) read, \(outcomes[1]) refused")
    }
}
