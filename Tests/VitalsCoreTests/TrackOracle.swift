import Foundation
import XCTest
@testable import VitalsCore

/// Runs `Tests/Oracles/track_oracle.py` (tcxreader for TCX, gpxpy plus an extension walk for
/// GPX; `pip install -r Tests/Oracles/requirements.txt`) and compares its readings with a
/// reader's. A missing Python or oracle package fails the test.
enum TrackOracle {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Oracles/track_oracle.py")

    /// The oracle's (milliseconds, bpm) pairs of `file`, in its order.
    static func pairs(of file: URL) throws -> [(time: Int64, beatsPerMinute: Double)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleFailed(description: "the oracle failed (pip install -r Tests/Oracles/requirements.txt?): \(message)")
        }
        struct Line: Decodable { let pairs: [[Double]] }
        let line = try JSONDecoder().decode(Line.self, from: data)
        return line.pairs.map { (Int64($0[0]), $0[1]) }
    }

    /// Checks `samples` against the oracle's readings of `file`: every pair (in order, or
    /// sorted when `sorted`), count, min/max and first/last time, and the refusals.
    static func check(_ samples: CollectedSamples, against file: URL, sorted: Bool = false,
                      line: UInt = #line) throws -> String {
        let expectedAll = try pairs(of: file)
        let expected = expectedAll.filter { ReadingCheck.refusal(time: $0.time, beatsPerMinute: $0.beatsPerMinute) == nil }
        let name = file.lastPathComponent
        XCTAssertFalse(expected.isEmpty, "\(name): the oracle found no readings", line: line)
        XCTAssertEqual(samples.refused.values.reduce(0, +), expectedAll.count - expected.count,
                       "\(name): refusals", line: line)
        var ours = samples.readings.map { ($0.time, $0.beatsPerMinute) }
        var theirs = expected.map { ($0.time, $0.beatsPerMinute) }
        if sorted {
            ours.sort { ($0.0, $0.1) < ($1.0, $1.1) }
            theirs.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        }
        XCTAssertEqual(ours.count, theirs.count, "\(name): count", line: line)
        XCTAssertEqual(ours.map(\.1).min(), theirs.map(\.1).min(), "\(name): min", line: line)
        XCTAssertEqual(ours.map(\.1).max(), theirs.map(\.1).max(), "\(name): max", line: line)
        XCTAssertEqual(ours.first?.0, theirs.first?.0, "\(name): first time", line: line)
        XCTAssertEqual(ours.last?.0, theirs.last?.0, "\(name): last time", line: line)
        let differing = zip(ours, theirs).filter { $0.0 != $1.0 || $0.1 != $1.1 }.count
        XCTAssertEqual(differing, 0, "\(name): pairs that differ", line: line)
        return "\(name): \(ours.count) readings, \(theirs.map(\.1).min() ?? 0)–\(theirs.map(\.1).max() ?? 0) BPM"
    }
}

/// The oracle script did not run.
struct OracleFailed: Error, CustomStringConvertible {
    let description: String
}
