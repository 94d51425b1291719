import Foundation
import XCTest
@testable import VitalsCore

/// The FIT reader on the real recorded files of shared/realdata, against the `fitdecode`
/// oracle (Tests/Oracles/fit_heart_rate.py).
final class FITRealDataTests: XCTestCase {
    private typealias Pair = FITHeartRates.Pair

    func testEveryRealFileMatchesFitdecode() throws {
        let files = try RealData.files(in: "fit", suffix: "fit")
        XCTAssertGreaterThanOrEqual(files.count, 3)
        let oracle = try FITHeartRates.oracle(files)
        for file in files {
            let name = file.lastPathComponent
            let expected = try XCTUnwrap(oracle[file.path], "fitdecode printed nothing for \(name)")
            XCTAssertFalse(expected.isEmpty, name)
            var reader = try FITReader(file: file)
            var sink = CollectedSamples()
            try reader.read(into: &sink)
            try FITHeartRates.assertSame(sink, expected, name)
        }
    }

    func testSourcesAreTheRecordingDevices() throws {
        let expected = [
            "fitparse_fr110_2013-02-06-12-11-14.fit": SampleSource(name: "Garmin Forerunner 110", device: "3819347952"),
            "fitparse_vivoactivehr_20170518-191602.fit": SampleSource(name: "Garmin vívoactive HR", device: "3924130195"),
            "sweatpy_edge1000_2020-06-01-16-52-40.fit": SampleSource(name: "Garmin Edge 1000", device: "3907354759"),
        ]
        for (name, source) in expected {
            var reader = try FITReader(file: try RealData.url("fit/" + name))
            var sink = CollectedSamples()
            try reader.read(into: &sink)
            XCTAssertEqual(sink.sources, [source], name)
            XCTAssertTrue(sink.readings.allSatisfy { $0.source == 0 }, name)
        }
    }

    /// The vívoactive HR file has a Connect IQ developer field named "Heart Rate" in its
    /// records: the readings are the standard field's, as fitdecode's field 3 says, and the
    /// file gives more than one distinct value (a developer field of zeros would not).
    func testDeveloperHeartRateFieldDoesNotReplaceTheStandardOne() throws {
        let file = try RealData.url("fit/fitparse_vivoactivehr_20170518-191602.fit")
        var reader = try FITReader(file: file)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        let expected = try XCTUnwrap(try FITHeartRates.oracle([file])[file.path])
        XCTAssertEqual(sink.readings.map(\.beatsPerMinute), expected.map { Double($0.bpm) })
        XCTAssertGreaterThan(Set(sink.readings.map(\.beatsPerMinute)).count, 10)
    }

    /// The Forerunner 110 repeats record timestamps: the reader hands every record on.
    func testRepeatedTimestampsAreHandedOnAsTheyCome() throws {
        var reader = try FITReader(file: try RealData.url("fit/fitparse_fr110_2013-02-06-12-11-14.fit"))
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        XCTAssertLessThan(Set(sink.readings.map(\.time)).count, sink.readings.count)
    }

    /// All real files chained into one input: read one after another, each with its own
    /// device, as fitdecode reads the same chain.
    func testChainedRealFilesMatchFitdecode() throws {
        let files = try RealData.files(in: "fit", suffix: "fit")
        let chain = try files.flatMap { try [UInt8](Data(contentsOf: $0)) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fit-chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let chained = folder.appendingPathComponent("chained.fit")
        try Data(chain).write(to: chained)
        let expected = try XCTUnwrap(try FITHeartRates.oracle([chained])[chained.path])
        var reader = FITReader(bytes: MemoryBytes(chain), file: chained)
        var sink = CollectedSamples()
        try reader.read(into: &sink)
        try FITHeartRates.assertSame(sink, expected, "chained")
        XCTAssertEqual(sink.sources.count, files.count)
        XCTAssertEqual(sink.bytesRead, Int64(chain.count))
    }
}

/// The oracle's output and the comparison of the reader's readings with it.
enum FITHeartRates {
    /// A reading: seconds since 1970 and beats per minute.
    struct Pair: Equatable, CustomStringConvertible {
        var seconds: Int64
        var bpm: Int
        var description: String { "(\(seconds), \(bpm))" }
    }

    /// fitdecode's record heart rates of each of `files`, by path.
    static func oracle(_ files: [URL]) throws -> [String: [Pair]] {
        let printed = try PythonOracle.run("fit_heart_rate.py", files.map(\.path))
        guard let object = try JSONSerialization.jsonObject(with: printed) as? [String: [[Int64]]] else {
            throw PythonOracle.Failure(description: "fit_heart_rate.py printed no map of pairs")
        }
        return object.mapValues { pairs in pairs.map { Pair(seconds: $0[0], bpm: Int($0[1])) } }
    }

    /// Fails unless `sink` holds exactly the plausible ones of `expected` (count, min/max,
    /// first/last and every pair, in order) and refused the rest.
    static func assertSame(_ sink: CollectedSamples, _ expected: [Pair], _ name: String,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let plausible = expected.filter {
            ReadingCheck.refusal(time: $0.seconds * 1000, beatsPerMinute: Double($0.bpm)) == nil
        }
        let ours = sink.readings.map { Pair(seconds: $0.time / 1000, bpm: Int($0.beatsPerMinute)) }
        XCTAssertTrue(sink.readings.allSatisfy { $0.time % 1000 == 0 && $0.beatsPerMinute.rounded() == $0.beatsPerMinute },
                      name, file: file, line: line)
        XCTAssertEqual(ours.count, plausible.count, "\(name): count", file: file, line: line)
        XCTAssertEqual(sink.refused.values.reduce(0, +), expected.count - plausible.count, "\(name): refused",
                       file: file, line: line)
        XCTAssertEqual(ours.map(\.bpm).min(), plausible.map(\.bpm).min(), "\(name): min", file: file, line: line)
        XCTAssertEqual(ours.map(\.bpm).max(), plausible.map(\.bpm).max(), "\(name): max", file: file, line: line)
        XCTAssertEqual(ours.first, plausible.first, "\(name): first", file: file, line: line)
        XCTAssertEqual(ours.last, plausible.last, "\(name): last", file: file, line: line)
        let firstDifference = zip(ours, plausible).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        XCTAssertNil(firstDifference, "\(name): the pairs differ first at reading \(firstDifference ?? 0)",
                     file: file, line: line)
    }
}
