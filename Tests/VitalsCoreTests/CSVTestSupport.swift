import Foundation
import XCTest
@testable import VitalsCore

/// Reading CSV text with ``CSVSampleReader`` in memory, for the CSV tests.
enum CSVTest {
    static let file = URL(fileURLWithPath: "/tmp/test.csv")
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    /// Options in UTC (so local times are UTC) unless a zone is given.
    static func options(separator: CSVSeparator? = nil, columns: CSVColumnChoice? = nil,
                        dateOrder: CSVDateOrder? = nil, defaultSource: String = "csv",
                        timeZone: TimeZone = utc) -> CSVOptions {
        CSVOptions(separator: separator, columns: columns, dateOrder: dateOrder, defaultSource: defaultSource,
                   timeZone: timeZone)
    }

    /// The readings of `bytes` (and the reader, for its counts).
    @discardableResult
    static func read(_ bytes: [UInt8], _ options: CSVOptions = options(),
                     limit: Int = .max) throws -> (CollectedSamples, CSVSampleReader) {
        var reader = CSVSampleReader(bytes: MemoryBytes(bytes), file: file, options: options)
        var sink = CollectedSamples(limit: limit)
        try reader.read(into: &sink)
        return (sink, reader)
    }

    static func read(_ text: String, _ options: CSVOptions = options()) throws -> CollectedSamples {
        try read(Array(text.utf8), options).0
    }

    /// (milliseconds, bpm, source name) of each kept reading.
    static func triples(_ sink: CollectedSamples) -> [Triple] {
        sink.readings.map { Triple(time: $0.time, bpm: $0.beatsPerMinute, source: sink.sources[$0.source].name) }
    }

    struct Triple: Equatable, CustomStringConvertible {
        var time: Int64
        var bpm: Double
        var source: String
        init(time: Int64, bpm: Double, source: String = "csv") {
            self.time = time
            self.bpm = bpm
            self.source = source
        }
        var description: String { "(\(time), \(bpm), \(source))" }
    }

    /// The error reading `text` throws, failing the test when it throws none.
    static func error(_ text: String, _ options: CSVOptions = options(),
                      file: StaticString = #filePath, line: UInt = #line) -> ImportError? {
        error(Array(text.utf8), options, file: file, line: line)
    }

    static func error(_ bytes: [UInt8], _ options: CSVOptions = options(),
                      file: StaticString = #filePath, line: UInt = #line) -> ImportError? {
        do {
            try read(bytes, options)
            XCTFail("no error", file: file, line: line)
            return nil
        } catch let error as ImportError {
            return error
        } catch {
            XCTFail("not an ImportError: \(error)", file: file, line: line)
            return nil
        }
    }

    /// 2024-03-15T00:00:00Z in milliseconds.
    static let march15: Int64 = 1_710_460_800_000
}
