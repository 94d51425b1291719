import Foundation
import Testing
@testable import VitalsCore

/// ``CSVHeader``: the columns an import reads, found in one pass.
@Suite struct CSVHeaderTests {
    let file = URL(fileURLWithPath: "/tmp/header.csv")

    /// `count` distinct names of one to three characters, none of them a column the import reads.
    static func distinctNames(_ count: Int) -> [String] {
        (0..<count + 3).lazy.map { String($0, radix: 36) }
            .filter { !["timestamp", "bpm", "source"].contains($0) }.prefix(count).map { $0 }
    }

    @Test func columnsAreFoundInAnyOrderAndCaseWithSpacesTrimmed() throws {
        let header = try CSVHeader(names: [" BPM", "x", "Timestamp ", "source", "x"], file: file, line: 1)
        #expect(header == CSVHeader(count: 5, timestamp: 2, bpm: 0, source: 3))
        #expect(try CSVHeader(names: ["timestamp", "bpm"], file: file, line: 1).source == nil)
    }

    @Test(arguments: [
        (["timestamp", "bpm", "BPM "], ImportError.Reason.repeatedColumn("bpm")),
        (["source", "timestamp", "Source", "bpm"], .repeatedColumn("source")),
        (["timestamp", "Timestamp", "x"], .repeatedColumn("timestamp")),
        (["Time", " heart "], .missingColumns(found: ["time", "heart"])),
        ([""], .missingColumns(found: [""])),
    ])
    func repeatedAndMissingColumnsAreMalformed(names: [String], reason: ImportError.Reason) {
        #expect(throws: ImportError.malformed(file: file, line: 7, reason: reason)) {
            try CSVHeader(names: names, file: file, line: 7)
        }
    }

    /// The names an older header check took 11 s over (each compared with all before it).
    @Test(.timeLimit(.minutes(1)))
    func twentyOneThousandDistinctNamesAreReadInOnePass() throws {
        var names = Self.distinctNames(21_000)
        names.insert("bpm", at: 10_500)
        names.append("TIMESTAMP")
        let header = try CSVHeader(names: names, file: file, line: 1)
        #expect(header == CSVHeader(count: 21_002, timestamp: 21_001, bpm: 10_500, source: nil))

        #expect(throws: ImportError.malformed(file: file, line: 1, reason: .repeatedColumn("bpm"))) {
            try CSVHeader(names: names + ["bpm"], file: file, line: 1)
        }
        let error = #expect(throws: ImportError.self) {
            try CSVHeader(names: Self.distinctNames(21_000), file: file, line: 1)
        }
        #expect(error?.message.contains("and 20990 more") == true, "the message lists ten names, not all")
    }

    @Test func theReadersCurrentRecordIsTheHeader() throws {
        let directory = try TemporaryDirectory()
        let csv = try directory.write("\n\nx, Bpm ,\"timestamp\"\n", to: "h.csv")
        let reader = try CSVReader(file: csv)
        #expect(try reader.next())
        #expect(try CSVHeader(reader: reader) == CSVHeader(count: 3, timestamp: 2, bpm: 1, source: nil))

        let repeated = try directory.write("\n\ntimestamp,bpm,bpm\n", to: "r.csv")
        let again = try CSVReader(file: repeated)
        #expect(try again.next())
        #expect(throws: ImportError.malformed(file: repeated, line: 3, reason: .repeatedColumn("bpm"))) {
            try CSVHeader(reader: again)
        }
    }
}
